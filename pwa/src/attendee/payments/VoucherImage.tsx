import { useLingui } from "@lingui/react/macro";
import { ImageViewer } from "antd-mobile";
import { useState } from "react";
import "#attendee/components/sheet.css";

/** The uploaded voucher as a thumbnail that opens full size (the image is served to its owner only). */
export function VoucherImage({ url }: { url: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="att-thumb" onClick={() => setOpen(true)} data-testid="voucher-image">
        <img src={url} alt={t`Transfer voucher`} />
      </button>
      <ImageViewer image={url} visible={open} onClose={() => setOpen(false)} />
    </>
  );
}

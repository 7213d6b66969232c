import {
  type AttendeePayLine,
  acceptedImageMimeTypes,
  errorCodes,
  isAcceptedImageMimeType,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "antd-mobile";
import { useRef, useState } from "react";
import { errorText } from "#api/errors";
import { showToast } from "#attendee/components/toast";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";
import { usePutVoucher } from "#attendee/queries/payments";
import { VoucherImage } from "./VoucherImage";

type Props = { registrationId: number; line: AttendeePayLine; onDone: () => void };

/**
 * Upload of the transfer voucher (an image; the upload client compresses one over 10 MB), then the line
 * goes to review with it, or, already under review, the new image replaces the old one.
 */
export function VoucherUpload({ registrationId, line, onDone }: Props) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const put = usePutVoucher(registrationId);
  const sessionExpired = useSessionExpiry();
  const replacing = line.voucher !== null && line.payStatus === 1;

  const send = async (file: File) => {
    if (!isAcceptedImageMimeType(file.type)) {
      showToast({ icon: "fail", content: i18n._(errorCodes.UPLOAD_TYPE.message.id) });
      return;
    }
    setUploading(true);
    try {
      const { uploadImage } = await import("#api/upload");
      const upload = await uploadImage(file, "transferVoucher", registrationId);
      await put.mutateAsync({ lineId: line.id, uploadId: upload.id });
      showToast({
        icon: "success",
        content: t`Voucher uploaded. We will check it and confirm your payment.`,
      });
      onDone();
    } catch (error) {
      const reason = errorText(error);
      if (!sessionExpired(error)) showToast({ icon: "fail", content: t`Upload failed. ${reason}` });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="att-pay-voucher" data-testid="voucher-upload">
      <h3 className="att-pay-account-title">
        <Trans>Transfer voucher</Trans>
      </h3>
      <p className="att-pay-note">
        <Trans>
          After the transfer, upload a photo or screenshot of the receipt from the bank (jpg, png or bmp).
        </Trans>
      </p>
      {line.voucher && <VoucherImage url={line.voucher.url} />}
      <input
        ref={input}
        type="file"
        accept={acceptedImageMimeTypes.join(",")}
        hidden
        data-testid="voucher-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void send(file);
        }}
      />
      <Button
        block
        color="primary"
        shape="rounded"
        loading={uploading}
        onClick={() => input.current?.click()}
        data-testid="voucher-choose"
      >
        {replacing ? <Trans>Replace the voucher</Trans> : <Trans>Upload the voucher</Trans>}
      </Button>
    </div>
  );
}

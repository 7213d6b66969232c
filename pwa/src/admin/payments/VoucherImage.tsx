import { ExportOutlined } from "@ant-design/icons";
import { Trans, useLingui } from "@lingui/react/macro";
import { Image } from "antd";

/**
 * The bank-transfer voucher the attendee uploaded: shown to check against the money received, enlarged on
 * click, and opened at full size in a new tab (`/api/uploads/{id}`, served to the conference's staff).
 */
export function VoucherImage({ url, height = 220 }: { url: string; height?: number }) {
  const { t } = useLingui();
  return (
    <div className="adm-voucher" data-testid="payment-voucher">
      <Image
        src={url}
        alt={t`Transfer voucher`}
        height={height}
        className="adm-voucher-image"
        data-testid="payment-voucher-image"
      />
      <a href={url} target="_blank" rel="noreferrer" data-testid="payment-voucher-link">
        <ExportOutlined /> <Trans>Open the original</Trans>
      </a>
    </div>
  );
}

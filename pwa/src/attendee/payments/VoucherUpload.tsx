import { type AttendeePayLine, PayStatus } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "antd-mobile";
import { showToast } from "#attendee/components/toast";
import { useImageUpload } from "#attendee/components/use-image-upload";
import { usePutVoucher } from "#attendee/queries/payments";
import { VoucherImage } from "./VoucherImage";

type Props = { registrationId: number; line: AttendeePayLine; onDone: () => void };

/**
 * Upload of the transfer voucher (an image; the upload client compresses one over 10 MB), then the line
 * goes to review with it, or, already under review, the new image replaces the old one.
 */
export function VoucherUpload({ registrationId, line, onDone }: Props) {
  const { t } = useLingui();
  const put = usePutVoucher(registrationId);
  const replacing = line.voucher !== null && line.payStatus === PayStatus.reviewing;
  const upload = useImageUpload({
    kind: "transferVoucher",
    registrationId,
    testId: "voucher-file",
    onUploaded: async ({ id }) => {
      await put.mutateAsync({ lineId: line.id, uploadId: id });
      showToast({
        icon: "success",
        content: t`Voucher uploaded. We will check it and confirm your payment.`,
      });
      onDone();
    },
  });

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
      {upload.fileInput}
      <Button
        block
        color="primary"
        shape="rounded"
        loading={upload.uploading}
        onClick={upload.choose}
        data-testid="voucher-choose"
      >
        {replacing ? <Trans>Replace the voucher</Trans> : <Trans>Upload the voucher</Trans>}
      </Button>
    </div>
  );
}

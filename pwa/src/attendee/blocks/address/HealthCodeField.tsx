import type { CardImage } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, ImageViewer } from "antd-mobile";
import { useState } from "react";
import { useImageUpload } from "#attendee/components/use-image-upload";
import "./address.css";
import "#attendee/components/sheet.css";

type Props = {
  /** Passed by Form.Item. */
  value?: CardImage | null;
  onChange?: (value: CardImage | null) => void;
  /** Editing a registration's declaration: the image is stored for it at once. */
  registrationId?: number;
  testId: string;
};

/**
 * The health code image (the spec's huizhanma): upload (jpg, png or bmp; one over 10 MB is compressed
 * first), a thumbnail that opens full size, and replace. The server checks the file by its content.
 */
export function HealthCodeField({ value = null, onChange, registrationId, testId }: Props) {
  const { t } = useLingui();
  const [viewing, setViewing] = useState(false);
  const upload = useImageUpload({
    kind: "healthCode",
    registrationId,
    onUploaded: ({ id, url }) => onChange?.({ id, url }),
    testId: `${testId}-file`,
  });

  return (
    <div className="att-address-image" data-testid={testId} data-value={value?.id ?? ""}>
      {value && (
        <>
          <button
            type="button"
            className="att-thumb"
            onClick={() => setViewing(true)}
            data-testid={`${testId}-image`}
          >
            <img src={value.url} alt={t`Exhibition health code`} />
          </button>
          <ImageViewer image={value.url} visible={viewing} onClose={() => setViewing(false)} />
        </>
      )}
      {upload.fileInput}
      <Button
        size="small"
        shape="rounded"
        loading={upload.uploading}
        onClick={upload.choose}
        data-testid={`${testId}-choose`}
      >
        {value ? <Trans>Replace the image</Trans> : <Trans>Upload the image</Trans>}
      </Button>
    </div>
  );
}

import type { UploadKind } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { Button, ImageViewer } from "antd-mobile";
import { useState } from "react";
import { useImageUpload } from "#attendee/components/use-image-upload";
import "./registrant.css";

type Props = {
  kind: UploadKind;
  /** What the image shows (the conference's own student-card label). */
  alt: string;
  testId: string;
  /** The upload id (Form.Item passes it). */
  value?: number | null;
  onChange?: (value: number | null) => void;
};

export const uploadUrl = (id: number) => `/api/uploads/${id}`;

/**
 * A card image of the registrant (spec 000 §5 "images"): chosen on the phone, compressed over 10 MB by the
 * upload client, stored as the attendee's own, previewed, opened full size, replaced or removed.
 */
export function CardImageField({ kind, alt, testId, value, onChange }: Props) {
  const [viewing, setViewing] = useState(false);
  const upload = useImageUpload({ kind, onUploaded: ({ id }) => onChange?.(id), testId: `${testId}-file` });

  return (
    <div className="att-card-image" data-testid={testId}>
      {value ? (
        <button
          type="button"
          className="att-card-image-thumb"
          onClick={() => setViewing(true)}
          data-testid={`${testId}-preview`}
        >
          <img src={uploadUrl(value)} alt={alt} />
        </button>
      ) : null}
      {upload.fileInput}
      <div className="att-card-image-actions">
        <Button size="small" shape="rounded" loading={upload.uploading} onClick={upload.choose}>
          {value ? <Trans>Replace the image</Trans> : <Trans>Upload an image</Trans>}
        </Button>
        {value ? (
          <Button size="small" fill="none" onClick={() => onChange?.(null)} data-testid={`${testId}-remove`}>
            <Trans>Remove</Trans>
          </Button>
        ) : null}
      </div>
      {value ? (
        <ImageViewer image={uploadUrl(value)} visible={viewing} onClose={() => setViewing(false)} />
      ) : null}
    </div>
  );
}

import {
  acceptedImageMimeTypes,
  errorCodes,
  isAcceptedImageMimeType,
  type UploadInfo,
  type UploadKind,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { errorText } from "#api/errors";
import { showToast } from "#attendee/components/toast";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";

type Options = {
  kind: UploadKind;
  /** Stores the image for this registration at once (else it is the attendee's own until submitted). */
  registrationId?: number | undefined;
  /** What to do with the stored upload; a failure here is shown like a failed upload. */
  onUploaded: (upload: UploadInfo) => unknown;
  /** The hidden file input's test id. */
  testId: string;
};

/**
 * Choosing and uploading one image (spec 000 §5 "Images"): jpg, png or bmp (refused here by type, by
 * content on the server), compressed by the upload client over 10 MB. `fileInput` is the hidden input to
 * render, `choose` opens it, `uploading` is true meanwhile; failures are shown as a toast.
 */
export function useImageUpload({ kind, registrationId, onUploaded, testId }: Options) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const sessionExpired = useSessionExpiry();

  const send = async (file: File) => {
    if (!isAcceptedImageMimeType(file.type)) {
      showToast({ icon: "fail", content: i18n._(errorCodes.UPLOAD_TYPE.message.id) });
      return;
    }
    setUploading(true);
    try {
      const { uploadImage } = await import("#api/upload");
      await onUploaded(await uploadImage(file, kind, registrationId));
    } catch (error) {
      const reason = errorText(error);
      if (!sessionExpired(error)) showToast({ icon: "fail", content: t`Upload failed. ${reason}` });
    } finally {
      setUploading(false);
    }
  };

  const fileInput = (
    <input
      ref={input}
      type="file"
      accept={acceptedImageMimeTypes.join(",")}
      hidden
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = "";
        if (file) void send(file);
      }}
    />
  );
  return { uploading, choose: () => input.current?.click(), fileInput };
}

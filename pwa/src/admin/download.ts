/** The file name the server gave (RFC 5987/6266 `filename*`), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
}

/** Hands a downloaded file to the browser to save under its name. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.click();
  } finally {
    // The click has handed the file to the browser; a moment later the address can go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** A response's body read to the end, telling how many bytes have arrived so far (a streamed file). */
export async function readWithProgress(res: Response, onBytes: (received: number) => void): Promise<Blob> {
  const type = res.headers.get("content-type") ?? "";
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onBytes(received);
  }
  return new Blob(parts as BlobPart[], { type });
}

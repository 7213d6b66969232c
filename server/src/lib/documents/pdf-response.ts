/** A PDF answered inline (the browser shows it; its name is kept when saved). */
export const pdfResponse = (bytes: Buffer, name: string) =>
  new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${name}.pdf"` },
  });

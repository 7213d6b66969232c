/** Bytes that start like an accepted image but do not hold together: refused like any other non-image. */
export class MalformedImageError extends Error {
  constructor(what: string) {
    super(`malformed image: ${what}`);
    this.name = "MalformedImageError";
  }
}

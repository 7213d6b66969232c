/** One server-sent event: its type ("message" when the server named none) and its data lines joined. */
export type SseEvent = { event: string; data: string; id?: string };

/**
 * Reads a text/event-stream as it arrives, in chunks cut anywhere (the HTML standard's parsing rules):
 * lines end with CRLF, LF or CR; `event:`, `data:` (several join with a newline) and `id:` fields; lines
 * starting with ":" are comments (heartbeats); a blank line dispatches the event, unless it has no data.
 */
export class SseParser {
  #buffer = "";
  #event = "";
  #data: string[] = [];
  #id: string | undefined;
  /** A chunk ended with CR: an LF at the start of the next one belongs to the same line end. */
  #afterCr = false;

  /** Feeds decoded text; returns the events it completed. */
  feed(chunk: string): SseEvent[] {
    let text = chunk;
    if (this.#afterCr && text.startsWith("\n")) text = text.slice(1);
    this.#afterCr = text.endsWith("\r");
    this.#buffer += text;
    const lines = this.#buffer.split(/\r\n|\n|\r/);
    this.#buffer = lines.pop() ?? "";
    const events: SseEvent[] = [];
    for (const line of lines) {
      const event = this.#line(line);
      if (event) events.push(event);
    }
    return events;
  }

  #line(line: string): SseEvent | null {
    if (line === "") return this.#dispatch();
    if (line.startsWith(":")) return null;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") this.#event = value;
    else if (field === "data") this.#data.push(value);
    else if (field === "id" && !value.includes("\0")) this.#id = value;
    return null;
  }

  #dispatch(): SseEvent | null {
    const data = this.#data;
    const event = this.#event || "message";
    this.#data = [];
    this.#event = "";
    if (data.length === 0) return null;
    return { event, data: data.join("\n"), ...(this.#id !== undefined ? { id: this.#id } : {}) };
  }
}

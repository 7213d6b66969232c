import { describe, expect, it } from "vitest";
import { SseParser } from "#renderer/sync/sse";

describe("server-sent events parser", () => {
  it("reads an event with its type and data, ignoring heartbeat comments", () => {
    const parser = new SseParser();
    expect(parser.feed(': heartbeat\n\nevent: changed\ndata: {"cursor":42}\n\n')).toEqual([
      { event: "changed", data: '{"cursor":42}' },
    ]);
  });

  it("puts together events cut anywhere across chunks, CRLF line ends split between them too", () => {
    const parser = new SseParser();
    const text = 'event: changed\r\ndata: {"cursor":7}\r\n\r\nevent: changed\r\ndata: {"cursor":8}\r\n\r\n';
    const seen = [];
    for (const chunk of [
      text.slice(0, 9),
      text.slice(9, 15),
      text.slice(15, 33),
      text.slice(33, 34),
      text.slice(34),
    ])
      seen.push(...parser.feed(chunk));
    expect(seen).toEqual([
      { event: "changed", data: '{"cursor":7}' },
      { event: "changed", data: '{"cursor":8}' },
    ]);
  });

  it("joins several data lines with a newline; an event without a type is a message; id is kept", () => {
    const parser = new SseParser();
    expect(parser.feed("id: 5\ndata: one\ndata:two\n\n")).toEqual([
      { event: "message", data: "one\ntwo", id: "5" },
    ]);
  });

  it("dispatches nothing for a blank line without data, and resets the type after each event", () => {
    const parser = new SseParser();
    expect(parser.feed("event: changed\n\n")).toEqual([]);
    expect(parser.feed("data: x\n\n")).toEqual([{ event: "message", data: "x" }]);
  });

  it("keeps an unfinished event until its blank line arrives", () => {
    const parser = new SseParser();
    expect(parser.feed("event: changed\ndata: {}")).toEqual([]);
    expect(parser.feed("\n")).toEqual([]);
    expect(parser.feed("\n")).toEqual([{ event: "changed", data: "{}" }]);
  });
});

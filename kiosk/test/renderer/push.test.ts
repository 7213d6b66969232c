import { describe, expect, it, vi } from "vitest";
import type { FetchFn } from "#renderer/api/client";
import { PushClient } from "#renderer/sync/push";
import { apiError, serverUrl, token } from "./fixtures";

/** A stream the test writes server-sent text into, as the server's response body. */
function stream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    body,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

describe("the change stream", () => {
  it("opens the stream with the device token and hands on each changed cursor; comments are heartbeats", async () => {
    const open = stream();
    const requests: { url: string; authorization: string | null }[] = [];
    const fetchFn: FetchFn = async (url, init) => {
      requests.push({ url, authorization: new Headers(init?.headers).get("authorization") });
      return new Response(open.body, { headers: { "Content-Type": "text/event-stream" } });
    };
    const cursors: number[] = [];
    const push = new PushClient({
      serverUrl,
      token,
      fetch: fetchFn,
      onChanged: (c) => cursors.push(c),
      onRejected: vi.fn(),
    });

    push.start();
    open.write('event: changed\ndata: {"cursor":4}\n\n: ping\n\nevent: chan');
    await vi.waitFor(() => expect(push.getSnapshot().connected).toBe(true));
    open.write('ged\ndata: {"cursor":9}\n\nevent: other\ndata: {"cursor":99}\n\n');
    await vi.waitFor(() => expect(cursors).toEqual([4, 9]));
    await push.stop();

    expect(requests).toEqual([{ url: `${serverUrl}/api/kiosk/stream`, authorization: `Bearer ${token}` }]);
    expect(push.getSnapshot().connected).toBe(false);
  });

  it("reopens a stream that ended, after a short wait", async () => {
    let opened = 0;
    const fetchFn: FetchFn = async () => {
      opened += 1;
      const s = stream();
      s.write(`event: changed\ndata: {"cursor":${opened}}\n\n`);
      s.end();
      return new Response(s.body);
    };
    const cursors: number[] = [];
    const push = new PushClient({
      serverUrl,
      token,
      fetch: fetchFn,
      onChanged: (c) => cursors.push(c),
      onRejected: vi.fn(),
      retryMs: 5,
    });

    push.start();
    await vi.waitFor(() => expect(cursors.slice(0, 3)).toEqual([1, 2, 3]));
    await push.stop();
  });

  it("a refused token stops the stream and says so (the sync that follows finds out why)", async () => {
    const onRejected = vi.fn();
    const fetchFn = vi.fn(async () => apiError(401, "DEVICE_REVOKED"));
    const push = new PushClient({
      serverUrl,
      token,
      fetch: fetchFn,
      onChanged: vi.fn(),
      onRejected,
      retryMs: 1,
    });

    push.start();
    await vi.waitFor(() => expect(onRejected).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(fetchFn).toHaveBeenCalledOnce();
    await push.stop();
  });
});

import { describe, expect, it } from "vitest";
import { outboxSearch, toOutboxParams } from "./search";

describe("the outbox page's filters in the URL", () => {
  it("shows 20 messages a page by default, filtered by channel and status when chosen", () => {
    expect(toOutboxParams(outboxSearch.parse({}))).toEqual({ page: "1", size: "20" });
    expect(toOutboxParams(outboxSearch.parse({ channel: "sms", status: "sent", page: 3 }))).toEqual({
      page: "3",
      size: "20",
      channel: "sms",
      status: "sent",
    });
  });

  it("drops a channel or status that does not exist", () => {
    expect(toOutboxParams(outboxSearch.parse({ channel: "fax", status: "lost" }))).toEqual({
      page: "1",
      size: "20",
    });
  });
});

import { AppError } from "@confreg/shared";
import { Hono } from "hono";
import type { AppEnv } from "#http/env";
import { demoCashierPage } from "./demo-cashier-page";
import { handleNotify } from "./handle-notify";

/**
 * What providers and browsers post back to us, outside the JSON API: each provider's notify (its own
 * format, authenticated by its signature, so exempt from the CSRF check), and the built-in demo cashier's
 * page. Not in the OpenAPI document: no client of ours calls them.
 */
export const paymentCallbackRoutes = new Hono<AppEnv>()
  .post("/payments/notify/:provider", async (c) => {
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const reply = await handleNotify(c.get("deps"), c.req.param("provider"), {
      headers,
      body: await c.req.text(),
    });
    if (!reply) throw new AppError("NOT_FOUND");
    return c.body(reply.body, reply.status as 200, { "Content-Type": reply.contentType });
  })
  // Where a provider sends the payer back (UnionPay posts its signed result here; the others come by GET):
  // on to the registration's page, which checks the payment. Only numbers: never an open redirect.
  .on(
    ["GET", "POST"],
    "/payments/return/:conferenceId{[0-9]+}/:registrationId{[0-9]+}/:lineId{[0-9]+}",
    (c) => {
      const [conference, registration, line] = ["conferenceId", "registrationId", "lineId"].map((k) =>
        c.req.param(k),
      );
      return c.redirect(
        `/register/${conference}/user/registerDetail?register_id=${registration}&paying=${line}`,
        303,
      );
    },
  )
  .get("/payments/demo/cashier", async (c) => {
    const link = { o: c.req.query("o") ?? "", r: c.req.query("r") ?? "", s: c.req.query("s") ?? "" };
    const { demo } = c.get("deps").payments;
    const order = demo.checkLink(link.o, link.r, link.s) ? await demo.order(link.o) : undefined;
    if (!order) throw new AppError("NOT_FOUND");
    return c.html(demoCashierPage(c.get("locale"), order, link));
  })
  .post("/payments/demo/cashier", async (c) => {
    const form = await c.req.parseBody();
    const field = (k: string) => String(form[k] ?? "");
    const [o, r, s, outcome] = [field("o"), field("r"), field("s"), field("outcome")];
    const deps = c.get("deps");
    if (!deps.payments.demo.checkLink(o, r, s) || (outcome !== "paid" && outcome !== "closed"))
      throw new AppError("NOT_FOUND");
    // The simulated provider notifies through the same verified path as a real one, then sends the payer back.
    const notify = await deps.payments.demo.settle(o, outcome);
    if (notify) await handleNotify(deps, "demo", notify);
    return c.redirect(r, 303);
  });

/**
 * Settings that are editable and stored but not read by any code yet, each with the work that gives it its
 * effect. `npm run lint` fails on any other setting without an effect, and on an entry here that has one.
 */
export const settingsWithoutEffectYet: Record<string, string> = {
  isPay: "invoice-only conferences and the payment pages (issue 36): a free conference takes no payment",
  openInform: "sign-in, links and embedding (issue 37): the notice link on the registration pages",
  informUrl: "sign-in, links and embedding (issue 37): the notice link's address",
  miniProgramBackUrl: "sign-in, links and embedding (issue 37): the mini-program's way back",
  protocolEnabled: "agreements and declarations (issue 38): the agreement page",
};

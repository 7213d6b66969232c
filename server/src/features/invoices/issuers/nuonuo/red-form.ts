import { NUONUO_CODES, NUONUO_METHODS, type NuonuoClient } from "#features/invoices/issuers/nuonuo/client";
import { needsRelogin, text } from "#features/invoices/issuers/nuonuo/results";
import type { IssueResult } from "#ports/invoice-issuer";

/**
 * The red-letter form (红字确认单) that reverses a 数电 invoice. The red invoice itself is issued by the
 * platform once the form needs no confirmation (01) or both sides confirmed it (04); until then the void is
 * pending, and a form that is refused or voided ends it.
 */
export const RED_SERIAL_PREFIX = "red:";

const AWAITING_BUYER = "02";
const APPLYING = "15";
const APPLICATION_FAILED = "16";
/** 05-13: voided at the bureau (refused by the buyer, not confirmed within 72 hours, withdrawn...). */
const VOIDED = /^(0[5-9]|1[0-3])$/;

type RedForm = { billId?: unknown; billStatus?: unknown; billMessage?: unknown };

/** Our form, looked up by the billId we gave it (our order number); null when the platform has none. */
export async function findRedForm(client: NuonuoClient, billId: string): Promise<RedForm | null> {
  const answer = await client.call(NUONUO_METHODS.queryRedForm, { identity: "0", billId });
  if (answer.code !== NUONUO_CODES.success) return null;
  const list = (answer.result as { list?: unknown } | null)?.list;
  const form = Array.isArray(list)
    ? list.find((item) => text((item as RedForm)?.billId) === billId)
    : undefined;
  return (form as RedForm | undefined) ?? null;
}

/** What a form's state means for the void while its red invoice does not exist yet. */
export function redFormResult(form: RedForm | null, billId: string): IssueResult {
  const serial = `${RED_SERIAL_PREFIX}${billId}`;
  const status = text(form?.billStatus);
  const said = text(form?.billMessage);
  if (status === APPLICATION_FAILED || VOIDED.test(status)) {
    const message = said || `红字确认单未通过 (red-letter form ${status})`;
    return { status: "failed", code: status, message, relogin: needsRelogin(message) };
  }
  if (status === AWAITING_BUYER) {
    return {
      status: "pending",
      serial,
      message: "红字确认单待购方确认 (waiting for the buyer to confirm the red-letter form)",
    };
  }
  const state = !form
    ? "not yet known to the platform"
    : status === APPLYING
      ? "being applied for"
      : `state ${status}`;
  return {
    status: "pending",
    serial,
    message: `红字发票开具中 (red invoice in progress; red-letter form ${state})`,
  };
}

import { AppError, payStatusesWhere, payTypeLabels } from "@confreg/shared";
import { getAppSetting } from "#db/app-settings";
import type { AppDeps } from "#http/env";
import { translate } from "#http/i18n";
import { renderPaymentReceiptPdf } from "./documents/payment-receipt-pdf";

const paidStates = payStatusesWhere("onReceipt");

/**
 * The payment receipt of one of the attendee's registrations (receiptUrl): what was paid on each line,
 * how and when, under the society's name. Only lines whose money is held (paid, waiting for the group,
 * refund refused) are on it; nothing paid is NOTHING_TO_PAY.
 */
export async function paymentReceipt(deps: AppDeps, owner: { accountId: number; registrationId: number }) {
  const registration = await deps.db
    .selectFrom("registrations")
    .innerJoin("conferences", "conferences.id", "registrations.conferenceId")
    .select([
      "registrations.id",
      "registrations.name",
      "registrations.nameEn",
      "registrations.unit",
      "conferences.titleZh",
      "conferences.titleEn",
      "conferences.systemCode",
      "conferences.timezone",
    ])
    .where("registrations.id", "=", owner.registrationId)
    .where("registrations.accountId", "=", owner.accountId)
    .where("registrations.isDeleted", "=", 0)
    .executeTakeFirst();
  if (!registration) throw new AppError("REGISTRATION_NOT_FOUND", { id: owner.registrationId });
  const lines = await deps.db
    .selectFrom("payLines")
    .selectAll()
    .where("registrationId", "=", registration.id)
    .where("payStatus", "in", paidStates)
    .orderBy("seq")
    .execute();
  if (lines.length === 0) throw new AppError("NOTHING_TO_PAY");
  const society = await getAppSetting(deps.db, "society");
  const label = (id: string) => ({ zh: translate("zh", id), en: translate("en", id) });
  const conference = { zh: registration.titleZh, en: registration.titleEn };
  return renderPaymentReceiptPdf({
    society: society?.name ?? { zh: "", en: "" },
    conference,
    registrant: { name: registration.name, nameEn: registration.nameEn, unit: registration.unit },
    registrationNo: `${registration.systemCode}-${registration.id}`,
    lines: lines.map((line) => ({
      item: conference,
      amount: line.receivedFee || line.totalFee,
      currency: line.currency,
      method: label(payTypeLabels[line.payType].id),
      tradeNo: line.outTradeNo,
      paidAt: line.payTime ? new Date(line.payTime) : null,
    })),
    issuedAt: deps.now(),
    timeZone: registration.timezone,
  });
}

import { AppError, hasVoucher, PayStatus, PayType, UploadKind } from "@confreg/shared";
import { transact } from "#db/transact";
import type { AppDeps } from "#http/env";
import { writeAudit } from "#lib/audit/write-audit";
import { firePaymentEvent } from "./payment-events";
import { lineFacts } from "./payment-facts";

/**
 * The attendee's bank-transfer voucher (updateTransferVoucher): an unpaid line goes to review with it;
 * while under review the voucher may be replaced. The image must be the attendee's own voucher upload.
 */
export async function putTransferVoucher(
  deps: AppDeps,
  request: { accountId: number; registrationId: number; lineId: number; uploadId: number },
): Promise<void> {
  const actor = { kind: "attendee" as const, id: request.accountId };
  await transact(
    deps.db,
    async (tx) => {
      const owner = { accountId: request.accountId, registrationId: request.registrationId };
      const line = await lineFacts(tx.db, request.lineId, owner);
      const upload = await tx.db
        .selectFrom("uploads")
        .select(["id"])
        .where("id", "=", request.uploadId)
        .where("ownerKind", "=", "attendee")
        .where("ownerId", "=", request.accountId)
        .where("kind", "=", UploadKind.transferVoucher)
        .executeTakeFirst();
      if (!upload)
        throw new AppError("VALIDATION_FAILED", {
          fields: [{ path: "uploadId", code: "validation.voucher" }],
        });
      await tx.db
        .updateTable("uploads")
        .set({ registrationId: line.registrationId })
        .where("id", "=", upload.id)
        .execute();
      if (line.payStatus === PayStatus.reviewing && hasVoucher(line.payType)) {
        await tx.db
          .updateTable("payLines")
          .set({ transferVoucher: upload.id })
          .where("id", "=", line.id)
          .execute();
        tx.touch(line.registrationId);
        await writeAudit(tx, {
          action: "payment.replaceVoucher",
          actor,
          entityId: line.id,
          conferenceId: line.conferenceId,
        });
        return;
      }
      await firePaymentEvent(tx, {
        lineId: line.id,
        event: "uploadVoucher",
        actor,
        set: { payType: PayType.bankTransfer, transferVoucher: upload.id, returnReason: "" },
      });
    },
    { at: deps.now() },
  );
}

import { canRefundBy, isOnlinePayType, PayStatus, PayType, RefundType } from "@confreg/shared";
import type { Tx } from "#db/transact";
import { removeGroupMember } from "#features/groups";
import { firePaymentEvent, requestRefund } from "#features/payments";
import { deleteRegistrationIn } from "#features/registrations";
import { between, insertDemoUpload, minute, type SeedContext } from "../context";
import { issueInvoiceStory } from "./invoice";
import { providerFields, refundAccount } from "./payment";
import { admin, provider, registrant, type Step, tolerant, type Written } from "./story";

/** Paying the first line the way its payment type is paid: online, by transfer voucher, or on site. */
function payment(ctx: SeedContext, written: Written, at: () => number, full: boolean): Step[] {
  const { plan } = written;
  const line = () => written.firstLineId;
  const steps: Step[] = [];
  const start = (tx: Tx) =>
    isOnlinePayType(plan.payType)
      ? firePaymentEvent(tx, { lineId: line(), event: "startOnlinePayment", actor: registrant(ctx, plan) })
      : insertDemoUpload(ctx, "transferVoucher", written.registrationId, tx).then((voucher) =>
          firePaymentEvent(tx, {
            lineId: line(),
            event: "uploadVoucher",
            actor: registrant(ctx, plan),
            set: { transferVoucher: voucher },
          }),
        );
  if (plan.payType !== PayType.onsite) {
    steps.push({
      at: at(),
      name: "start",
      run: tolerant(written, "start", async (tx) => void (await start(tx))),
    });
  }
  if (!full) return steps;
  const received = async (tx: Tx) =>
    (await tx.db.selectFrom("payLines").select("totalFee").where("id", "=", line()).executeTakeFirstOrThrow())
      .totalFee;
  steps.push({
    at: at(),
    name: "paid",
    run: tolerant(written, "paid", async (tx) => {
      const set = { receivedFee: await received(tx), payTime: tx.now };
      if (isOnlinePayType(plan.payType)) {
        const ids = providerFields(ctx, plan.payType, tx.at.getTime());
        await firePaymentEvent(tx, {
          lineId: line(),
          event: "providerPaid",
          actor: provider,
          set: { ...set, ...ids },
        });
      } else {
        await firePaymentEvent(tx, { lineId: line(), event: "confirmPayment", actor: admin(ctx, plan), set });
      }
    }),
  });
  return steps;
}

/** Asking for the money back and how far the office takes it (DOMAIN.md §4). */
function refund(ctx: SeedContext, written: Written, at: () => number, target = written.plan.status): Step[] {
  const { plan } = written;
  if (
    ![
      PayStatus.refundReviewing,
      PayStatus.refundProcessing,
      PayStatus.refunded,
      PayStatus.refundRejected,
    ].includes(target as never)
  ) {
    return [];
  }
  const fire = (event: "approveRefund" | "rejectRefund" | "completeRefund") => (tx: Tx) =>
    firePaymentEvent(tx, {
      lineId: written.firstLineId,
      event,
      actor: admin(ctx, plan),
      ...(event === "completeRefund"
        ? { set: { refundType: refundRoute(plan.payType), refundTime: tx.now } }
        : {}),
    }).then(() => undefined);
  const steps: Step[] = [
    {
      at: at(),
      name: "requestRefund",
      run: tolerant(written, "requestRefund", (tx) =>
        requestRefund(tx, ctx.pii, {
          lineId: written.firstLineId,
          actor: registrant(ctx, plan),
          reason: ctx.random.pick(refundReasons),
          account: refundAccount(ctx, plan),
        }),
      ),
    },
  ];
  if (target === PayStatus.refundRejected) {
    steps.push({
      at: at(),
      name: "rejectRefund",
      run: tolerant(written, "rejectRefund", fire("rejectRefund")),
    });
    return steps;
  }
  if (target === PayStatus.refundReviewing) return steps;
  steps.push({
    at: at(),
    name: "approveRefund",
    run: tolerant(written, "approveRefund", fire("approveRefund")),
  });
  if (target === PayStatus.refunded) {
    steps.push({
      at: at(),
      name: "completeRefund",
      run: tolerant(written, "completeRefund", fire("completeRefund")),
    });
  }
  return steps;
}

/** The office sends money back by the original route where the provider can, else by bank transfer. */
const refundRoute = (payType: PayType) =>
  canRefundBy(RefundType.originalRoute, payType) ? RefundType.originalRoute : RefundType.transfer;

const refundReasons = [
  "行程冲突，无法参会",
  "单位改派其他人员参会",
  "重复缴费",
  "因病无法参会",
  "Visa not granted in time",
];

const paysAtAll: readonly PayStatus[] = [1, 2, 3, -1, -3, -2, -4];
const paysInFull: readonly PayStatus[] = [2, 3, -1, -3, -2, -4];

/**
 * The dated steps of one registration after its creation, in the order a registrant and the office would
 * take them: paying, the invoice, a refund, paying again, leaving a group, deleting. Each is spread
 * between the creation and shortly before now.
 */
export function storySteps(ctx: SeedContext, written: Written): Step[] {
  const { plan } = written;
  const names: ((at: () => number) => Step[])[] = [];
  if (paysAtAll.includes(plan.status))
    names.push((at) => payment(ctx, written, at, paysInFull.includes(plan.status)));
  if (paysInFull.includes(plan.status)) {
    names.push((at) => issueInvoiceStory(ctx, written, at, admin(ctx, plan), registrant(ctx, plan)));
    if (plan.group?.leaves) names.push((at) => [leaveGroup(ctx, written, at())]);
    names.push((at) => refund(ctx, written, at));
    if (plan.repaid && plan.status === PayStatus.paid) {
      // Paid, refunded, then paid again: the refund is completed first.
      names.push((at) => [
        ...refund(ctx, written, at, PayStatus.refunded),
        ...payment(ctx, written, at, true),
      ]);
    }
  }
  if (plan.deleted) names.push((at) => [deletion(ctx, written, at())]);
  const end = ctx.now.getTime() - 10 * minute;
  let last = plan.createTime;
  // Each step a while after the one before, before `end` when there is room (a late registrant acts fast).
  const next = () => {
    last = between(ctx.random, last, Math.max(end, last + 10 * minute), 0.05, 0.35);
    return last;
  };
  return names.flatMap((make) => make(next));
}

function leaveGroup(ctx: SeedContext, written: Written, at: number): Step {
  return {
    at,
    name: "leaveGroup",
    run: tolerant(written, "leaveGroup", (tx) =>
      removeGroupMember(tx, written.registrationId, admin(ctx, written.plan)),
    ),
  };
}

function deletion(ctx: SeedContext, written: Written, at: number): Step {
  return {
    at,
    name: "delete",
    run: tolerant(written, "delete", (tx) =>
      deleteRegistrationIn(tx, written.registrationId, registrant(ctx, written.plan)),
    ),
  };
}

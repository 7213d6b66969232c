/** A digital special invoice (6) with every detail it requires, as an attendee of Tsinghua gives it. */
export const specialInvoice = {
  invoiceType: 6,
  invoiceContent: "meetingFee",
  invoiceTitle: "清华大学",
  taxpayerNumber: "12100000400000624D",
  address: "北京市海淀区清华园1号",
  phone: "01062782114",
  bank: "中国工商银行北京海淀支行",
  account: "0200004509088103123",
};

type FieldError = { path: string; code: string; message: string };
/** An error answer: its code and text, and the findings of a VALIDATION_FAILED by field. */
export type Failure = { code: string; message: string; details?: { fields?: FieldError[]; max?: number } };

/** A refusal's findings as `path:code`, in the order the server gave them. */
export const fieldCodes = (res: { body: Failure }) =>
  (res.body.details?.fields ?? []).map((f) => `${f.path}:${f.code}`);

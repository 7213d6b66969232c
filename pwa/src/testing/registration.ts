import {
  type AcceptedPaperView,
  type RegistrationData,
  type RegistrationEditForm,
  registrationEditForm,
} from "@confreg/shared";

/** A registrant as the attendee types them in (the shared schemas normalise them when parsed). */
export const zhangSan = {
  name: "张三",
  unit: "清华大学",
  email: "zhang.san@example.edu.cn",
  phone: "13812345678",
  idNumber: "11010519491231002X",
};

export function anAcceptedPaper(overrides: Partial<AcceptedPaperView> = {}): AcceptedPaperView {
  return {
    paperId: "1024",
    title: "Graph learning at scale",
    authors: "张三, 李四",
    authorsEn: "San Zhang, Si Li",
    isFinal: true,
    isRegistered: true,
    ...overrides,
  };
}

type EditOverrides = Partial<Omit<RegistrationEditForm, "input">> & { input?: Partial<RegistrationData> };

/** The attendee's own registration 12 as the edit form loads it: unpaid, priced as first submitted. */
export function anEditForm(overrides: EditOverrides = {}): RegistrationEditForm {
  const { input, ...rest } = overrides;
  return registrationEditForm.parse({
    id: 12,
    input: { ...zhangSan, participantTypeId: 1, clientTotal: 1_000_00, ...input },
    total: 1_000_00,
    currency: "CNY",
    fee: { basis: "firstSubmission", pricedAt: "2027-03-01T02:00:00Z" },
    lockedFields: [],
    heldPapers: [],
    ...rest,
  });
}

import type { FieldIssue, RegistrationContext, RegistrationRuleInput } from "../src";
import { aParticipantType, aWorkshop, settings } from "./builders";

export const regular = aParticipantType({ id: 1 });
export const hidden = aParticipantType({ id: 2, isHidden: true });
export const deleted = aParticipantType({ id: 3, isDeleted: true });
export const workshopOnly = aParticipantType({ id: 4, workshopOnly: true });
export const member = aParticipantType({ id: 5, isMember: true });
export const ieee = aParticipantType({ id: 6, needsOtherMemberNo: true });

export const w1 = aWorkshop({ id: 11 });
export const w2 = aWorkshop({ id: 12 });
export const none = aWorkshop({ id: 13, isNoneOption: true });
export const invisible = aWorkshop({ id: 14, isVisible: false });
export const gone = aWorkshop({ id: 15, isDeleted: true });

export function context(overrides: Partial<RegistrationContext> = {}): RegistrationContext {
  return {
    settings: settings({ isWorkshop: true }),
    participantTypes: [regular, hidden, deleted, workshopOnly, member, ieee],
    workshops: [w1, w2, none, invisible, gone],
    invitation: null,
    ...overrides,
  };
}

export function input(overrides: Partial<RegistrationRuleInput> = {}): RegistrationRuleInput {
  return {
    name: "张三",
    nameEn: "",
    gender: 1,
    idType: 1,
    idCountry: "",
    idNumber: "",
    unit: "清华大学",
    unitEn: "",
    job: "教授",
    position: "",
    email: "zhangsan@example.com",
    phone: "13800138000",
    memberNo: "",
    otherMemberNo: "",
    participantTypeId: 1,
    workshopIds: [],
    ...overrides,
  };
}

export const codes = (issues: FieldIssue[]) => issues.map((i) => `${i.path}:${i.code}`);

import {
  blankAdditional,
  blankAddress,
  type ConferenceView,
  defaultPayType,
  Gender,
  IdType,
  type RegistrationInput,
  registrantFieldNames,
} from "@confreg/shared";

/** A new registration as the add-member form starts it (spec 002 §9 defaults: male, the first pay type). */
export function blankRegistration(conference: ConferenceView): RegistrationInput {
  const registrant = Object.fromEntries(registrantFieldNames.map((name) => [name, ""]));
  return {
    ...registrant,
    gender: Gender.male,
    idType: IdType.mainland,
    participantTypeId: 0,
    workshopIds: [],
    invcode: "",
    payType: defaultPayType(conference.settings),
    clientTotal: 0,
    papers: [],
    hotel: null,
    extras: [],
    group: null,
    additional: blankAdditional,
    address: blankAddress,
    isRecommend: 0,
    studentCard: null,
    otherMemberCard: null,
    savePerson: false,
  } as unknown as RegistrationInput;
}

import {
  type FieldIssue,
  fieldIssuesFromZod,
  type RegistrantFieldName,
  type RegistrantFields,
  registrantFieldNames,
  registrantFieldRules,
  type SavedRegistrantInput,
  type SavedRegistrantValues,
  savedRegistrantInput,
  savedRegistrantIssues,
} from "@confreg/shared";
import { blankOf, type FormValues } from "#attendee/lib/registrant-values";

/** What a saved person's form and the newRegist form hold beside the registrant fields. */
export type CardFormValues = { studentCard?: number | null; otherMemberCard?: number | null };
export type PersonFormValues = FormValues & CardFormValues;

/** A saved person may hold any field a registration asks somewhere: every one is offered. */
const everyField = {
  settings: { englishNameFields: true, isIdcard: true, isPosition: false, memberCheck: false, isEn: false },
  type: { isMember: true, isCommittee: false, needsOtherMemberNo: true },
};
/** What every registration asks, whatever the conference (spec 000 §5 "edit registration form"). */
const alwaysRequired = new Set<RegistrantFieldName>(["name", "gender", "unit", "email", "phone"]);

export function personFieldRules(values: FormValues) {
  const { shown } = registrantFieldRules(everyField.settings, everyField.type, values);
  return { shown, required: new Set([...shown].filter((name) => alwaysRequired.has(name))) };
}

/** The request body of a saved person: every field as entered (a hidden one blank) and the card images. */
export function toPersonInput(values: PersonFormValues): SavedRegistrantInput {
  const { shown } = personFieldRules(values);
  const fields = Object.fromEntries(
    registrantFieldNames.map((name) => [name, shown.has(name) ? (values[name] ?? "") : blankOf(name)]),
  );
  return {
    ...fields,
    studentCard: values.studentCard ?? null,
    otherMemberCard: values.otherMemberCard ?? null,
  } as SavedRegistrantInput;
}

/** The server's checks of a saved person, run here first with the same schema and rules. */
export function personIssues(values: PersonFormValues): FieldIssue[] {
  const parsed = savedRegistrantInput.safeParse(toPersonInput(values));
  return parsed.success ? savedRegistrantIssues(parsed.data) : fieldIssuesFromZod(parsed.error.issues);
}

/** A saved person's values as a form holds them: the fields and the card images' ids. */
export function personFormValues(person: SavedRegistrantValues): PersonFormValues {
  const fields = Object.fromEntries(
    registrantFieldNames.map((name) => [name, person[name]]),
  ) as RegistrantFields;
  return {
    ...fields,
    studentCard: person.studentCard?.id ?? null,
    otherMemberCard: person.otherMemberCard?.id ?? null,
  };
}

import {
  cardIssues,
  cardsShown,
  type FieldIssue,
  type ParticipantType,
  type RegistrationInput,
  UploadKind,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox, Form } from "antd-mobile";
import { CardImageField } from "./CardImageField";
import type { CardFormValues } from "./person-values";

type Rule = { validator: (rule: unknown, value: unknown) => Promise<void> };

/** What newRegist holds of the people features beside the registrant fields. */
export type PeopleFormValues = CardFormValues & { savePerson?: boolean };

/** The request's people part: the card images the type shows, and "save this person". */
export function peopleInput(values: PeopleFormValues, type: ParticipantType): Partial<RegistrationInput> {
  const shown = cardsShown(type);
  return {
    studentCard: shown.studentCard ? (values.studentCard ?? null) : null,
    otherMemberCard: shown.otherMemberCard ? (values.otherMemberCard ?? null) : null,
    savePerson: values.savePerson ?? false,
  };
}

/** The card images' findings (the end of the submit order), as the server reports them. */
export const peopleIssues = (type: ParticipantType, input: RegistrationInput): FieldIssue[] =>
  cardIssues(type, input);

type Props = { type: ParticipantType; studentCardLabel: string; rule: (field: string) => Rule };

/**
 * The registrant block's images and "save this person" (spec 000 §2, §5): the student card with the
 * conference's own label for student types, the other society's member card where the type asks for it.
 */
export function RegistrantPeople({ type, studentCardLabel, rule }: Props) {
  const { t } = useLingui();
  const shown = cardsShown(type);
  return (
    <>
      {shown.studentCard && (
        <Form.Item name="studentCard" label={studentCardLabel} required rules={[rule("studentCard")]}>
          <CardImageField kind={UploadKind.studentCard} alt={studentCardLabel} testId="field-studentCard" />
        </Form.Item>
      )}
      {shown.otherMemberCard && (
        <Form.Item
          name="otherMemberCard"
          label={t`Other member card`}
          required
          rules={[rule("otherMemberCard")]}
        >
          <CardImageField
            kind={UploadKind.otherMemberCard}
            alt={t`Other member card`}
            testId="field-otherMemberCard"
          />
        </Form.Item>
      )}
      <Form.Item name="savePerson" valuePropName="checked">
        <Checkbox data-testid="field-savePerson">
          <Trans>Save this person for later registrations</Trans>
        </Checkbox>
      </Form.Item>
    </>
  );
}

import { UploadKind } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Form } from "antd-mobile";
import { useState } from "react";
import { errorText } from "#api/errors";
import { RegistrantFields } from "#attendee/components/RegistrantFields";
import { showToast } from "#attendee/components/toast";
import { issuesRule } from "#attendee/lib/form-rules";
import { blankRegistrant } from "#attendee/lib/registrant-values";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";
import { CardImageField } from "./CardImageField";
import { useSavePerson } from "./people-queries";
import { type PersonFormValues, personFieldRules, personIssues, toPersonInput } from "./person-values";

type Props = {
  /** The person being changed, or null for a new one. */
  editing: { id: number; values: PersonFormValues } | null;
  studentCardLabel: string;
  onDone: () => void;
};

/** Adding or changing a saved person (spec 000 §2 "add or edit"): the registrant fields and the card images. */
export function SavedPersonForm({ editing, studentCardLabel, onDone }: Props) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<PersonFormValues>();
  const [initialValues] = useState<PersonFormValues>(
    () => editing?.values ?? { ...blankRegistrant(), studentCard: null, otherMemberCard: null },
  );
  const [values, setValues] = useState<PersonFormValues>(initialValues);
  const save = useSavePerson();
  const sessionExpired = useSessionExpiry();
  const { shown, required } = personFieldRules(values);
  const current = (): PersonFormValues => form.getFieldsValue(true);
  const rule = (field: string) => issuesRule(field, () => personIssues(current()), i18n);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync({ id: editing?.id ?? null, person: toPersonInput(current()) });
      showToast({ icon: "success", content: t`Saved.` });
      onDone();
    } catch (error) {
      const reason = errorText(error);
      if (!sessionExpired(error)) showToast({ icon: "fail", content: t`Could not save. ${reason}` });
    }
  };

  return (
    <div data-testid="saved-person-form">
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => setValues(current())}
        requiredMarkStyle="asterisk"
        className="att-form"
        footer={
          <Button
            block
            color="primary"
            shape="rounded"
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="saved-person-save"
          >
            <Trans>Save</Trans>
          </Button>
        }
      >
        <RegistrantFields
          shown={shown}
          required={required}
          rule={rule}
          labels={{}}
          idType={values.idType ?? blankRegistrant().idType}
        />
        <Form.Item name="studentCard" label={studentCardLabel}>
          <CardImageField
            kind={UploadKind.studentCard}
            alt={studentCardLabel}
            testId="saved-person-studentCard"
          />
        </Form.Item>
        <Form.Item name="otherMemberCard" label={t`Other member card`}>
          <CardImageField
            kind={UploadKind.otherMemberCard}
            alt={t`Other member card`}
            testId="saved-person-otherMemberCard"
          />
        </Form.Item>
      </Form>
    </div>
  );
}

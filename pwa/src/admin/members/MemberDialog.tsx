import {
  genderLabels,
  genderValues,
  type MemberInput,
  type MemberRow,
  validationMessages,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form, Input, Select, Switch } from "antd";
import { ItemDialog } from "#admin/conferences/ItemDialog";
import { useSaveMember } from "#admin/queries/members";

type Values = Omit<MemberInput, "kind">;

/** Adds or edits one entry of a list. The phone is never shown whole: left empty, the one on file stays. */
export function MemberDialog({
  kind,
  member,
  onClose,
}: {
  kind: MemberInput["kind"];
  member: MemberRow | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveMember();
  const required = [{ required: true, message: i18n._(validationMessages.required) }];
  const initial: Values = member
    ? { ...member, phone: "" }
    : { name: "", memberNo: "", unit: "", gender: null, job: "", email: "", phone: "", valid: true };
  return (
    <ItemDialog<Values>
      title={member ? t`Edit ${member.name}` : t`New entry`}
      initialValues={initial}
      saving={save.isPending}
      testId="member"
      width={560}
      onClose={onClose}
      onSave={({ name, memberNo, unit, gender, job, email, phone, valid }) =>
        save
          .mutateAsync({
            id: member?.id ?? null,
            json: { kind, name, memberNo, unit, gender, job, email, valid, ...(phone ? { phone } : {}) },
          })
          .then(onClose)
      }
    >
      <Form.Item name="name" label={t`Name`} rules={required}>
        <Input maxLength={50} data-testid="member-name" />
      </Form.Item>
      <Form.Item name="memberNo" label={t`Member number`} rules={required}>
        <Input maxLength={50} data-testid="member-no" />
      </Form.Item>
      <Form.Item name="unit" label={t`Unit`}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="gender" label={t`Gender`}>
        <Select
          allowClear
          options={genderValues.map((g) => ({ value: g, label: i18n._(genderLabels[g]) }))}
        />
      </Form.Item>
      <Form.Item name="job" label={t`Job title`}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="email" label={t`E-mail`}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t`Mobile`}
        extra={member?.phoneMasked ? t`On file: ${member.phoneMasked}. Leave empty to keep it.` : undefined}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="valid" label={t`Valid`} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ItemDialog>
  );
}

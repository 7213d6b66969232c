import type { RegistrantFieldName } from "@confreg/shared";
import { Gender, genderLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form, Radio, Space } from "antd-mobile";
import { IdNumberInput } from "./IdNumberInput";
import { TextInput } from "./TextInput";

export type RegistrantField = RegistrantFieldName;

type Rule = { validator: (rule: unknown, value: unknown) => Promise<void> };

type Props = {
  shown: ReadonlySet<RegistrantField>;
  required: ReadonlySet<RegistrantField>;
  rule: (field: RegistrantField) => Rule;
  otherMemberNoLabel: string | null;
};

/** The registrant's details (spec 000 §3, §5): which fields show and which are required is the conference's. */
export function RegistrantFields({ shown, required, rule, otherMemberNoLabel }: Props) {
  const { t, i18n } = useLingui();
  const item = (field: RegistrantField) => ({
    name: field,
    required: required.has(field),
    rules: [rule(field)],
    validateTrigger: "onBlur",
  });
  return (
    <>
      <Form.Item {...item("name")} label={t`Name`}>
        <TextInput placeholder={t`Full name`} autoComplete="name" clearable testId="field-name" />
      </Form.Item>
      {shown.has("nameEn") && (
        <Form.Item {...item("nameEn")} label={t`English name`}>
          <TextInput placeholder={t`e.g. ZHANG San`} autoComplete="off" clearable testId="field-nameEn" />
        </Form.Item>
      )}
      <Form.Item {...item("gender")} label={t`Gender`} validateTrigger="onChange">
        <Radio.Group>
          <Space className="att-gender" data-testid="field-gender">
            {[Gender.male, Gender.female].map((gender) => (
              <Radio key={gender} value={gender} data-testid={`field-gender-${gender}`}>
                {i18n._(genderLabels[gender])}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {shown.has("idNumber") && (
        <Form.Item {...item("idNumber")} label={t`ID number`}>
          <IdNumberInput placeholder={t`18-character mainland ID number`} testId="field-idNumber" />
        </Form.Item>
      )}
      <Form.Item {...item("unit")} label={t`Institution`}>
        <TextInput
          placeholder={t`University, hospital or company`}
          autoComplete="organization"
          clearable
          testId="field-unit"
        />
      </Form.Item>
      {shown.has("unitEn") && (
        <Form.Item {...item("unitEn")} label={t`Institution (English)`}>
          <TextInput
            placeholder={t`Institution name in English`}
            autoComplete="off"
            clearable
            testId="field-unitEn"
          />
        </Form.Item>
      )}
      <Form.Item {...item("job")} label={t`Job title`}>
        <TextInput
          placeholder={t`e.g. Professor, Engineer`}
          autoComplete="organization-title"
          clearable
          testId="field-job"
        />
      </Form.Item>
      <Form.Item {...item("position")} label={t`Position`}>
        <TextInput
          placeholder={t`e.g. Dean, Department head`}
          autoComplete="off"
          clearable
          testId="field-position"
        />
      </Form.Item>
      <Form.Item {...item("email")} label={t`E-mail`}>
        <TextInput
          type="email"
          inputMode="email"
          placeholder="name@example.com"
          autoComplete="email"
          clearable
          testId="field-email"
        />
      </Form.Item>
      <Form.Item {...item("phone")} label={t`Mobile number`}>
        <TextInput
          type="tel"
          inputMode="tel"
          placeholder={t`Digits only`}
          autoComplete="tel"
          clearable
          testId="field-phone"
        />
      </Form.Item>
      {shown.has("memberNo") && (
        <Form.Item {...item("memberNo")} label={t`Member number`}>
          <TextInput
            placeholder={t`Your society membership number`}
            autoComplete="off"
            clearable
            testId="field-memberNo"
          />
        </Form.Item>
      )}
      {shown.has("otherMemberNo") && (
        <Form.Item {...item("otherMemberNo")} label={otherMemberNoLabel ?? t`Other membership number`}>
          <TextInput autoComplete="off" clearable testId="field-otherMemberNo" />
        </Form.Item>
      )}
    </>
  );
}

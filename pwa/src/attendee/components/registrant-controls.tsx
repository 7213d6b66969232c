import type { Locale } from "@confreg/shared";
import {
  type FieldControl,
  Gender,
  genderLabels,
  type IdType,
  idTypeLabels,
  idTypeValues,
  isScannableIdType,
  type RegistrantFieldDescriptor,
} from "@confreg/shared";
import type { I18n } from "@lingui/core";
import { Radio, Space } from "antd-mobile";
import type { ReactElement } from "react";
import { countryOptions } from "#shell/countries";
import { ChoiceField } from "./ChoiceField";
import { IdNumberInput } from "./IdNumberInput";
import { TextInput } from "./TextInput";

export type ControlContext = {
  i18n: I18n;
  locale: Locale;
  /** The document type chosen so far: the number's input follows it. */
  idType: IdType;
  /** What a choice shows before one is made. */
  choose: string;
};

type Render = (name: string, field: RegistrantFieldDescriptor, context: ControlContext) => ReactElement;

const placeholderOf = (field: RegistrantFieldDescriptor, { i18n }: ControlContext) =>
  field.placeholder ? i18n._(field.placeholder) : undefined;

/** The input for each kind of registrant field; a new kind of field needs a control here. */
export const registrantControls: Record<FieldControl, Render> = {
  text: (name, field, context) => (
    <TextInput
      placeholder={placeholderOf(field, context)}
      autoComplete={field.autoComplete ?? "off"}
      clearable
      testId={`field-${name}`}
    />
  ),
  email: (name, field, context) => (
    <TextInput
      type="email"
      inputMode="email"
      placeholder={placeholderOf(field, context) ?? "name@example.com"}
      autoComplete={field.autoComplete ?? "email"}
      clearable
      testId={`field-${name}`}
    />
  ),
  phone: (name, field, context) => (
    <TextInput
      type="tel"
      inputMode="tel"
      placeholder={placeholderOf(field, context)}
      autoComplete={field.autoComplete ?? "tel"}
      clearable
      testId={`field-${name}`}
    />
  ),
  gender: (name, _field, { i18n }) => (
    <Radio.Group>
      <Space className="att-gender" data-testid={`field-${name}`}>
        {[Gender.male, Gender.female].map((gender) => (
          <Radio key={gender} value={gender} data-testid={`field-${name}-${gender}`}>
            {i18n._(genderLabels[gender])}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  ),
  idType: (name, field, context) => (
    <ChoiceField<IdType>
      options={idTypeValues.map((value) => ({ value, label: context.i18n._(idTypeLabels[value]) }))}
      placeholder={context.choose}
      title={context.i18n._(field.label)}
      testId={`field-${name}`}
    />
  ),
  country: (name, field, context) => (
    <ChoiceField<string>
      options={countryOptions(context.locale)}
      placeholder={context.choose}
      title={context.i18n._(field.label)}
      searchable
      testId={`field-${name}`}
    />
  ),
  // The 18-character kinds (ID cards, residence permits) are what kiosks scan: exactly 18 characters.
  idNumber: (name, field, context) => (
    <IdNumberInput
      placeholder={placeholderOf(field, context)}
      maxLength={isScannableIdType(context.idType) ? 18 : 30}
      testId={`field-${name}`}
    />
  ),
};

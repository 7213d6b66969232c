import {
  type ConferenceView,
  genderLabels,
  genderValues,
  idTypeLabels,
  idTypeValues,
  type RegistrantFieldDescriptor,
  type RegistrantFieldName,
  registrantFieldDescriptors,
  registrantFieldNames,
  registrantFieldRules,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Col, Form, Input, Radio, Row, Select } from "antd";
import type { ReactNode } from "react";
import { useAdminLocale } from "#admin/format";
import { countryOptions } from "#shell/countries";
import type { FormValues } from "./form-values";
import type { IssueProps } from "./use-form-issues";

type Props = {
  conference: ConferenceView;
  values: FormValues;
  issue: IssueProps;
  /** The stored document and phone as staff see them (masked); empty keeps them. */
  masked?: { idNumber: string; phone: string };
};

/**
 * The attendee section: the registrant fields the conference and the chosen type show (shared descriptors
 * and `registrantFieldRules`), required ones marked; the document and phone masked when editing, a new
 * value replacing them. A leading + of a phone becomes 00 when the field is left (spec 002 §5).
 */
export function RegistrantFields({ conference, values, issue, masked }: Props) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const form = Form.useFormInstance<FormValues>();
  const type = conference.participantTypes.find((p) => p.id === values.participantTypeId) ?? null;
  const { shown, required } = registrantFieldRules(conference.settings, type, values);

  const control = (name: RegistrantFieldName): ReactNode => {
    const field: RegistrantFieldDescriptor = registrantFieldDescriptors[name];
    const placeholder = field.placeholder ? i18n._(field.placeholder) : undefined;
    switch (field.control) {
      case "gender":
        return (
          <Radio.Group
            options={genderValues.map((value) => ({ value, label: i18n._(genderLabels[value]) }))}
            data-testid="edit-gender"
          />
        );
      case "idType":
        return (
          <Select
            options={idTypeValues.map((value) => ({ value, label: i18n._(idTypeLabels[value]) }))}
            data-testid="edit-idType"
          />
        );
      case "country":
        return (
          <Select
            showSearch
            optionFilterProp="label"
            options={countryOptions(locale)}
            data-testid="edit-idCountry"
          />
        );
      default: {
        const kept = name === "idNumber" || name === "phone" ? masked?.[name] : undefined;
        const onBlur =
          name === "phone"
            ? () =>
                form.setFieldValue(
                  "phone",
                  String(values.phone ?? "")
                    .trim()
                    .replace(/^\+/, "00"),
                )
            : undefined;
        return (
          <Input
            placeholder={kept ? t`${kept} (unchanged; type to replace)` : placeholder}
            autoComplete="off"
            onBlur={onBlur}
            data-testid={`edit-${name}`}
          />
        );
      }
    }
  };

  return (
    <Row gutter={16}>
      {registrantFieldNames
        .filter((name) => shown.has(name))
        .map((name) => {
          const keptValue = (name === "idNumber" || name === "phone") && Boolean(masked?.[name]);
          const field: RegistrantFieldDescriptor = registrantFieldDescriptors[name];
          return (
            <Col key={name} xs={24} sm={12} lg={8}>
              <Form.Item
                name={name}
                label={i18n._(field.label)}
                required={(required.has(name) || field.officeRequired === true) && !keptValue}
                {...issue(name)}
              >
                {control(name)}
              </Form.Item>
            </Col>
          );
        })}
    </Row>
  );
}

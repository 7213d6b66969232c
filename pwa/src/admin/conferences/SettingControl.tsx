import {
  conferenceSettings,
  invoiceContentLabels,
  invoiceContentValues,
  kioskLookupCostLabels,
  kioskLookupCostValues,
  type SettingKey,
  settingDescriptors,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { DatePicker, Form, Input, InputNumber, Select, Space, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { ReactNode } from "react";
import { schemaRule } from "#admin/schema-rule";
import { BilingualFields } from "./BilingualFields";
import { ZonedDateTimePicker } from "./ZonedDateTimePicker";

type Window = { from: string; to: string } | null;

/** The hotel dates: check-in from, check-out by (calendar days, no zone). */
function DayRange({ value, onChange }: { value?: Window; onChange?: (window: Window) => void }) {
  const { t } = useLingui();
  const range: [Dayjs, Dayjs] | null = value ? [dayjs(value.from), dayjs(value.to)] : null;
  return (
    <DatePicker.RangePicker
      value={range}
      allowEmpty={[false, false]}
      placeholder={[t`Earliest check-in`, t`Latest check-out`]}
      onChange={(picked) =>
        onChange?.(
          picked?.[0] && picked[1]
            ? { from: picked[0].format("YYYY-MM-DD"), to: picked[1].format("YYYY-MM-DD") }
            : null,
        )
      }
      data-testid="setting-hotelWindow"
    />
  );
}

/** One conference setting, drawn from its descriptor (shared setting-descriptors.ts). */
export function SettingControl({ settingKey, locked }: { settingKey: SettingKey; locked: boolean }) {
  const { t, i18n } = useLingui();
  const descriptor = settingDescriptors[settingKey];
  const name = ["settings", settingKey];
  const label = i18n._(descriptor.label);
  const help = i18n._(descriptor.help);
  const testId = `setting-${settingKey}`;
  const rules = [schemaRule(conferenceSettings.shape[settingKey], i18n)];
  const lockedNote = locked ? t`Cannot change once the conference has registrations.` : undefined;
  const item = (control: ReactNode, extra: Record<string, unknown> = {}) => (
    <Form.Item name={name} label={label} extra={help} rules={rules} {...extra}>
      {control}
    </Form.Item>
  );
  switch (descriptor.control) {
    case "switch":
      return item(<Switch disabled={locked} data-testid={testId} />, {
        valuePropName: "checked",
        extra: lockedNote ? `${help} ${lockedNote}` : help,
      });
    case "integer":
      return item(<InputNumber className="adm-fill" data-testid={testId} />);
    case "text":
      return item(<Input data-testid={testId} />);
    case "bilingual":
    case "optionalBilingual":
      return (
        <Form.Item extra={help} style={{ marginBottom: 12 }}>
          <BilingualFields name={name} label={label} testId={testId} />
        </Form.Item>
      );
    case "dateTime":
      return item(<ZonedDateTimePicker allowClear testId={testId} />, { rules: [] });
    case "dayRange":
      return item(<DayRange />, { rules: [] });
    case "invoiceContents":
      return item(
        <Select
          mode="multiple"
          allowClear
          options={invoiceContentValues.map((value) => ({
            value,
            label: i18n._(invoiceContentLabels[value]),
          }))}
          data-testid={testId}
        />,
      );
    case "kioskLookupCost":
      return item(
        <Select
          options={kioskLookupCostValues.map((value) => ({
            value,
            label: i18n._(kioskLookupCostLabels[value]),
          }))}
          data-testid={testId}
        />,
      );
    case "parts":
      return (
        <Form.Item label={label} extra={help}>
          <Space wrap size={[16, 8]}>
            {Object.entries(descriptor.parts).map(([part, def]) => (
              <Form.Item
                key={part}
                name={[...name, part]}
                label={i18n._(def.label)}
                valuePropName={def.control === "switch" ? "checked" : "value"}
                style={{ marginBottom: 0 }}
              >
                {def.control === "switch" ? (
                  <Switch size="small" data-testid={`${testId}-${part}`} />
                ) : (
                  <InputNumber style={{ width: 90 }} data-testid={`${testId}-${part}`} />
                )}
              </Form.Item>
            ))}
          </Space>
        </Form.Item>
      );
  }
}

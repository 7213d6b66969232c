import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { cents, validationMessages } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Button, Col, Form, type FormListFieldData, Row } from "antd";
import type { ReactNode } from "react";
import { schemaRule } from "#admin/schema-rule";
import { MoneyInput } from "./MoneyInput";
import { ZonedDateTimePicker } from "./ZonedDateTimePicker";

/** An item's values for its dialog: the fields the blank item has, taken from the item. */
export const valuesFrom =
  <V extends object>(blank: V) =>
  (item: object): V =>
    Object.fromEntries(Object.keys(blank).map((key) => [key, (item as Record<string, unknown>)[key]])) as V;

/** A money field (cents, typed in yuan or dollars) in a quarter of the row (half of it on a phone). */
export function MoneyField({
  name,
  label,
  currency,
  testId,
}: {
  name: string;
  label: string;
  currency: "CNY" | "USD";
  testId: string;
}) {
  const { i18n } = useLingui();
  return (
    <Col xs={12} md={6}>
      <Form.Item
        name={name}
        label={label}
        rules={[{ required: true, message: i18n._(validationMessages.amount) }, schemaRule(cents, i18n)]}
      >
        <MoneyInput currency={currency} testId={testId} />
      </Form.Item>
    </Col>
  );
}

/** Rows of a list field (room types, options): each with a Remove button, and an Add button below. */
export function ListRows(props: {
  name: string;
  rowTestId: string;
  addText: ReactNode;
  addTestId: string;
  newRow: (count: number) => object;
  children: (row: FormListFieldData) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Form.List name={props.name}>
      {(rows, { add, remove }) => (
        <>
          {rows.map((row) => (
            <Row gutter={8} key={row.key} align="top" data-testid={props.rowTestId}>
              {props.children(row)}
              <Col span={2} className="cfe-remove">
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t`Remove`}
                  onClick={() => remove(row.name)}
                />
              </Col>
            </Row>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add(props.newRow(rows.length))}
            data-testid={props.addTestId}
          >
            {props.addText}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** Registration opens, early-bird deadline, registration closes: wall times on the conference's clock. */
export function RegistrationWindowFields({ testPrefix }: { testPrefix: string }) {
  const { t, i18n } = useLingui();
  const required = [{ required: true, message: i18n._(validationMessages.required) }];
  const fields = [
    ["beginTime", t`Registration opens`],
    ["discountTime", t`Early-bird deadline`],
    ["endTime", t`Registration closes`],
  ] as const;
  return fields.map(([name, label]) => (
    <Col span={8} key={name}>
      <Form.Item name={name} label={label} rules={required}>
        <ZonedDateTimePicker testId={`${testPrefix}-${name}`} />
      </Form.Item>
    </Col>
  ));
}

import { type ExtraItem, ExtraItemType, pickText } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox, Form, Radio, Space, TextArea } from "antd-mobile";
import type { ReactElement } from "react";
import { ChoiceField } from "#attendee/components/ChoiceField";
import { TextInput } from "#attendee/components/TextInput";
import type { BlockProps } from "../types";
import { type ExtrasValue, extraItemsOf } from "./extras-block";

/** One control per question type (spec 000 §3 registerItemList): text, single, multiple, select, long text. */
function controlOf(item: ExtraItem, locale: "zh" | "en", choose: string): ReactElement {
  const testId = `extra-${item.id}`;
  const options = item.options.map((o) => ({ value: o.value, label: pickText(o.label, locale) }));
  switch (item.type) {
    case ExtraItemType.single:
      return (
        <Radio.Group>
          <Space direction="vertical" data-testid={testId}>
            {options.map((o) => (
              <Radio key={o.value} value={o.value} data-testid={`${testId}-${o.value}`}>
                {o.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case ExtraItemType.multiple:
      return (
        <Checkbox.Group>
          <Space direction="vertical" data-testid={testId}>
            {options.map((o) => (
              <Checkbox key={o.value} value={o.value} data-testid={`${testId}-${o.value}`}>
                {o.label}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
    case ExtraItemType.select:
      return (
        <ChoiceField<string>
          options={options}
          placeholder={choose}
          title={pickText(item.title, locale)}
          testId={testId}
        />
      );
    case ExtraItemType.longText:
      return (
        <TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount data-testid={testId} />
      );
    default:
      return <TextInput clearable maxLength={200} testId={testId} />;
  }
}

const typed = (item: ExtraItem) => item.type === ExtraItemType.text || item.type === ExtraItemType.longText;

/** The conference's extra questions, with their required marks and bilingual words. */
export function ExtrasCard({ context, locale, rule }: BlockProps<ExtrasValue>) {
  const { t } = useLingui();
  return (
    <section className="att-card att-form-card" data-testid="block-extras">
      <h2 className="att-card-title">
        <Trans>Additional questions</Trans>
      </h2>
      {extraItemsOf(context).map((item) => (
        <Form.Item
          key={item.id}
          name={["extras", String(item.id)]}
          label={pickText(item.title, locale)}
          required={item.required}
          rules={[rule(`extras.${item.id}`)]}
          validateTrigger={typed(item) ? "onBlur" : "onChange"}
        >
          {controlOf(item, locale, t`Please choose`)}
        </Form.Item>
      ))}
    </section>
  );
}

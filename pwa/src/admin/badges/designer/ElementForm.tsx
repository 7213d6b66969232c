import {
  type BadgeElement,
  badgeElementKindLabels,
  badgeFontLimits,
  badgePageLimits,
  isTextElement,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Input, InputNumber, Segmented } from "antd";
import type { ReactNode } from "react";

type Props = {
  element: BadgeElement;
  onChange: (patch: Partial<BadgeElement>) => void;
};

/** Kinds whose value comes in both languages: the element says which one it prints. */
const bilingualKinds = new Set([
  "unit",
  "participantType",
  "printType",
  "personLevel",
  "conferenceTitle",
  "text",
]);

function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step,
  unit,
  testId,
}: {
  label: ReactNode;
  value: number | undefined;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  unit: string;
  testId: string;
}) {
  return (
    <Form.Item label={label}>
      <InputNumber
        className="adm-fill"
        value={value}
        min={min}
        max={max}
        step={step}
        suffix={unit}
        onChange={(next) => typeof next === "number" && onChange(next)}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** The chosen element's box (millimetres), type (pixels, weight, alignment), language and free text. */
export function ElementForm({ element, onChange }: Props) {
  const { t, i18n } = useLingui();
  const text = isTextElement(element.kind);
  const mm = { min: 0, max: badgePageLimits.max, step: 0.5, unit: "mm" };
  const px = { min: badgeFontLimits.min, max: badgeFontLimits.max, step: 1, unit: "px" };
  return (
    <Form layout="vertical" size="small" className="bdg-form" data-testid="designer-element-form">
      <div className="bdg-section-title">{i18n._(badgeElementKindLabels[element.kind])}</div>
      <div className="bdg-form-grid">
        <NumberField
          label="X"
          value={element.x}
          onChange={(x) => onChange({ x })}
          {...mm}
          testId="element-x"
        />
        <NumberField
          label="Y"
          value={element.y}
          onChange={(y) => onChange({ y })}
          {...mm}
          testId="element-y"
        />
        <NumberField
          label={<Trans>Width</Trans>}
          value={element.width}
          onChange={(width) => onChange({ width })}
          {...mm}
          min={1}
          testId="element-width"
        />
        <NumberField
          label={<Trans>Height</Trans>}
          value={element.height}
          onChange={(height) => onChange({ height })}
          {...mm}
          min={1}
          testId="element-height"
        />
        {text && (
          <NumberField
            label={
              element.kind === "name" ? <Trans>Size, under 6 characters</Trans> : <Trans>Font size</Trans>
            }
            value={element.fontSize}
            onChange={(fontSize) => onChange({ fontSize })}
            {...px}
            testId="element-font-size"
          />
        )}
        {element.kind === "name" && (
          <NumberField
            label={<Trans>Size, 6 characters or more</Trans>}
            value={element.longFontSize ?? element.fontSize}
            onChange={(longFontSize) => onChange({ longFontSize })}
            {...px}
            testId="element-long-font-size"
          />
        )}
      </div>
      {text && (
        <>
          <Form.Item label={<Trans>Weight</Trans>}>
            <Segmented<BadgeElement["fontWeight"]>
              block
              value={element.fontWeight}
              onChange={(fontWeight) => onChange({ fontWeight })}
              options={[
                { value: "normal", label: t`Regular` },
                { value: "bold", label: t`Bold` },
              ]}
              data-testid="element-weight"
            />
          </Form.Item>
          <Form.Item label={<Trans>Alignment</Trans>}>
            <Segmented<BadgeElement["align"]>
              block
              value={element.align}
              onChange={(align) => onChange({ align })}
              options={[
                { value: "left", label: t`Left` },
                { value: "center", label: t`Centre` },
                { value: "right", label: t`Right` },
              ]}
              data-testid="element-align"
            />
          </Form.Item>
        </>
      )}
      {bilingualKinds.has(element.kind) && (
        <Form.Item label={<Trans>Prints in</Trans>}>
          <Segmented<BadgeElement["lang"]>
            block
            value={element.lang}
            onChange={(lang) => onChange({ lang })}
            options={[
              { value: "zh", label: "中文" },
              { value: "en", label: "English" },
            ]}
            data-testid="element-lang"
          />
        </Form.Item>
      )}
      {element.kind === "text" && (
        <>
          <Form.Item label={<Trans>Text in Chinese</Trans>}>
            <Input
              value={element.text?.zh ?? ""}
              maxLength={200}
              onChange={(event) => onChange({ text: { zh: event.target.value, en: element.text?.en ?? "" } })}
              data-testid="element-text-zh"
            />
          </Form.Item>
          <Form.Item label={<Trans>Text in English</Trans>}>
            <Input
              value={element.text?.en ?? ""}
              maxLength={200}
              onChange={(event) => onChange({ text: { zh: element.text?.zh ?? "", en: event.target.value } })}
              data-testid="element-text-en"
            />
          </Form.Item>
        </>
      )}
    </Form>
  );
}

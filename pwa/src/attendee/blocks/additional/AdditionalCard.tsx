import { type AdditionalInput, additionalParts, MealType, mealTypeLabels, noPaperIds } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox, Form, Radio, Space } from "antd-mobile";
import type { ReactNode } from "react";
import { DateField } from "#attendee/components/DateField";
import { TextInput } from "#attendee/components/TextInput";
import { formatDateTime } from "#attendee/lib/format";
import type { BlockProps } from "../types";
import { additionalRules } from "./additional-block";

type Option = { value: string | number; label: ReactNode };

type ChoicesProps = {
  options: Option[];
  testId: string;
  /** Passed by Form.Item. */
  value?: string | number;
  onChange?: (value: string | number) => void;
};

/** A short list of choices, one per line (radio buttons read best on a phone). */
function Choices({ options, testId, value, onChange }: ChoicesProps) {
  return (
    <Radio.Group value={value ?? null} onChange={(next) => onChange?.(next)}>
      <Space direction="vertical" data-testid={testId}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value} data-testid={`${testId}-${o.value}`}>
            {o.label}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

/** Free-text paper ids, or "no paper" (kept as the old system's 'Non'). */
function PaperIdsInput({ value = "", onChange }: { value?: string; onChange?: (value: string) => void }) {
  const none = value === noPaperIds;
  return (
    <Space direction="vertical" block>
      <TextInput
        value={none ? "" : value}
        onChange={(text) => onChange?.(text)}
        disabled={none}
        clearable
        maxLength={200}
        testId="additional-paperIds"
      />
      <Checkbox
        checked={none}
        onChange={(on) => onChange?.(on ? noPaperIds : "")}
        data-testid="additional-paperIds-none"
      >
        <Trans>I have no paper</Trans>
      </Checkbox>
    </Space>
  );
}

/** The named questions the conference and the participant type ask, in one card. */
export function AdditionalCard({ context, locale, rule }: BlockProps<AdditionalInput>) {
  const { t, i18n } = useLingui();
  const parts = additionalParts(additionalRules(context));
  const yesNo = [
    { value: "Yes", label: t`Yes` },
    { value: "No", label: t`No` },
  ];
  const text = (path: string, label: ReactNode, required = false, max = 100) => (
    <Form.Item
      key={path}
      name={path.split(".")}
      label={label}
      required={required}
      rules={[rule(path)]}
      validateTrigger="onBlur"
    >
      <TextInput clearable maxLength={max} testId={path.replace(/\./g, "-")} />
    </Form.Item>
  );
  const time = (path: string, label: string, after?: string) => (
    <Form.Item
      key={path}
      name={path.split(".")}
      label={label}
      rules={[rule(path)]}
      dependencies={after ? [after.split(".")] : undefined}
    >
      <DateField
        precision="minute"
        placeholder={t`Choose a time`}
        title={label}
        display={(iso) => formatDateTime(iso, locale, context.conference.timezone)}
        testId={path.replace(/\./g, "-")}
      />
    </Form.Item>
  );
  return (
    <section className="att-card att-form-card" data-testid="block-additional">
      <h2 className="att-card-title">
        <Trans>Additional information</Trans>
      </h2>
      {parts.has("mealType") && (
        <Form.Item
          name={["additional", "mealType"]}
          label={<Trans>Dinner</Trans>}
          rules={[rule("additional.mealType")]}
        >
          <Choices
            options={[MealType.regular, MealType.halal].map((m) => ({
              value: m,
              label: i18n._(mealTypeLabels[m]),
            }))}
            testId="additional-mealType"
          />
        </Form.Item>
      )}
      {parts.has("social") && (
        <Form.Item
          name={["additional", "social"]}
          label={<Trans>Will you join the social programme?</Trans>}
          rules={[rule("additional.social")]}
        >
          <Choices options={yesNo} testId="additional-social" />
        </Form.Item>
      )}
      {parts.has("allergens") &&
        text("additional.allergens", <Trans>Allergies or dietary needs</Trans>, false, 200)}
      {parts.has("isVisit") && (
        <Form.Item
          name={["additional", "isVisit"]}
          label={<Trans>Will you join the visit?</Trans>}
          rules={[rule("additional.isVisit")]}
          getValueProps={(v: boolean | null) => ({
            value: v === null || v === undefined ? undefined : v ? 1 : 0,
          })}
          normalize={(v: number) => v === 1}
        >
          <Choices
            options={[
              { value: 1, label: t`Yes` },
              { value: 0, label: t`No` },
            ]}
            testId="additional-isVisit"
          />
        </Form.Item>
      )}
      {parts.has("paperIds") && (
        <Form.Item
          name={["additional", "paperIds"]}
          label={<Trans>Paper IDs</Trans>}
          rules={[rule("additional.paperIds")]}
        >
          <PaperIdsInput />
        </Form.Item>
      )}
      {parts.has("award") && (
        <>
          <h3 className="att-block-subtitle">
            <Trans>Award certificate</Trans>
          </h3>
          {text("additional.award.title", <Trans>Title on the certificate</Trans>, true)}
          {text("additional.award.firstName", <Trans>First name on the certificate</Trans>, true)}
          {text("additional.award.receiveName", <Trans>Received by</Trans>, false, 50)}
          {text("additional.award.receiveUnit", <Trans>Recipient's institution</Trans>)}
          {text("additional.award.receiveEmail", <Trans>Recipient's e-mail</Trans>)}
          {text("additional.award.receivePhone", <Trans>Recipient's phone</Trans>, false, 40)}
        </>
      )}
      {parts.has("travel") && (
        <>
          <h3 className="att-block-subtitle">
            <Trans>Travel</Trans>
          </h3>
          {text("additional.travel.arriveNumber", <Trans>Arrival train or flight</Trans>, false, 40)}
          {time("additional.travel.arriveTime", t`Arrival time`)}
          {text("additional.travel.arrivePlace", <Trans>Arrival station or airport</Trans>)}
          {text("additional.travel.departNumber", <Trans>Departure train or flight</Trans>, false, 40)}
          {time("additional.travel.departTime", t`Departure time`, "additional.travel.arriveTime")}
          {text("additional.travel.departPlace", <Trans>Departure station or airport</Trans>)}
        </>
      )}
    </section>
  );
}

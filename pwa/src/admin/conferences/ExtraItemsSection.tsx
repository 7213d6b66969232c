import {
  type ConferenceEditorView,
  type ExtraItemInput,
  extraItemTypeLabels,
  extraItemTypeValues,
  validationMessages,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox, Col, Form, Input, Row, Select, Tag } from "antd";
import { titleOf, useAdminLocale } from "#admin/format";
import { extraItemCalls, useItemMutations } from "#admin/queries/conference-editor";
import { BilingualFields } from "./BilingualFields";
import { ListRows, valuesFrom } from "./form-parts";
import { ItemSection } from "./ItemSection";

type Item = ConferenceEditorView["extraItems"][number];
type Values = Required<ExtraItemInput>;
const choiceTypes: readonly number[] = [2, 3, 4];

const blank: Values = { title: { zh: "", en: "" }, type: 1, options: [], required: false };
/** A choice question's options: the value stored with the answers, and its label in both languages. */
function OptionList({ answered }: { answered: Record<string, number> }) {
  const { t } = useLingui();
  return (
    <ListRows
      name="options"
      rowTestId="option-row"
      addText={<Trans>Add an option</Trans>}
      addTestId="option-add"
      newRow={(count) => ({ value: String(count + 1), label: { zh: "", en: "" } })}
    >
      {(option) => (
        <>
          <Col span={5}>
            <Form.Item noStyle shouldUpdate>
              {({ getFieldValue }) => {
                const chosen = answered[String(getFieldValue(["options", option.name, "value"]) ?? "")] ?? 0;
                return (
                  <Form.Item
                    name={[option.name, "value"]}
                    label={t`Value`}
                    extra={chosen > 0 ? t`Times chosen: ${chosen}` : undefined}
                  >
                    <Input maxLength={40} disabled={chosen > 0} data-testid="option-value" />
                  </Form.Item>
                );
              }}
            </Form.Item>
          </Col>
          <Col span={17}>
            <BilingualFields
              name={[option.name, "label"]}
              within={["options"]}
              label={t`Option`}
              required={validationMessages.nameRequired}
              testId="option-label"
            />
          </Col>
        </>
      )}
    </ListRows>
  );
}

/**
 * Extra questions (types 1 to 5, spec 002 §3) with their options and required mark. A question people
 * answered keeps its kind and the options they chose (labels may change), so every answer stays readable.
 */
export function ExtraItemsSection({ view }: { view: ConferenceEditorView }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const mutations = useItemMutations(view.conference.id, extraItemCalls);
  return (
    <ItemSection<Item, Values, ExtraItemInput>
      title={t`Extra questions`}
      testId="questions"
      items={view.extraItems}
      mutations={mutations}
      ordered
      blank={blank}
      valuesOf={valuesFrom(blank)}
      inputOf={(values) => ({
        ...values,
        options: choiceTypes.includes(values.type) ? (values.options ?? []) : [],
      })}
      nameOf={(item) => titleOf(item.title, locale)}
      dialogWidth={820}
      note={t`An answered question cannot be deleted or change its kind, and the options people chose stay.`}
      fields={(item) => (
        <>
          <BilingualFields
            name={["title"]}
            label={t`Question`}
            required={validationMessages.nameRequired}
            testId="question-title"
          />
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="type" label={t`Kind`}>
                <Select
                  disabled={(item?.answers ?? 0) > 0}
                  options={extraItemTypeValues.map((value) => ({
                    value,
                    label: i18n._(extraItemTypeLabels[value]),
                  }))}
                  data-testid="question-type"
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="required" valuePropName="checked" label=" ">
                <Checkbox data-testid="question-required">{t`An answer is required`}</Checkbox>
              </Form.Item>
            </Col>
          </Row>
          <Form.Item noStyle shouldUpdate={(a, b) => a.type !== b.type}>
            {({ getFieldValue }) =>
              choiceTypes.includes(getFieldValue("type")) ? (
                <OptionList answered={item?.optionAnswers ?? {}} />
              ) : null
            }
          </Form.Item>
        </>
      )}
      columns={[
        { title: t`Question`, key: "title", render: (_, item) => titleOf(item.title, locale) },
        { title: t`Kind`, key: "type", render: (_, item) => i18n._(extraItemTypeLabels[item.type]) },
        {
          title: t`Options`,
          key: "options",
          render: (_, item) => item.options.map((o) => <Tag key={o.value}>{titleOf(o.label, locale)}</Tag>),
        },
        { title: t`Required`, key: "required", render: (_, item) => (item.required ? t`Yes` : t`No`) },
        { title: t`Answers`, dataIndex: "answers", key: "answers", align: "right" },
      ]}
    />
  );
}

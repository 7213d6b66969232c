import { type ConferenceEditorView, validationMessages, type WorkshopInput } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Checkbox, Form, InputNumber, Row, Tag } from "antd";
import { formatAmount, titleOf, useAdminLocale } from "#admin/format";
import { useItemMutations, workshopCalls } from "#admin/queries/conference-editor";
import { BilingualFields } from "./BilingualFields";
import { MoneyField, valuesFrom } from "./form-parts";
import { ItemSection } from "./ItemSection";

type Workshop = ConferenceEditorView["workshops"][number];
type Values = Required<WorkshopInput>;

const blank: Values = {
  title: { zh: "", en: "" },
  fee: 0,
  dollar: 0,
  feeOnly: 0,
  dollarOnly: 0,
  numberLimit: null,
  isNoneOption: false,
  isVisible: true,
};
function WorkshopFields({ taken }: { taken: number }) {
  const { t } = useLingui();

  return (
    <>
      <BilingualFields
        name={["title"]}
        label={t`Item name`}
        required={validationMessages.nameRequired}
        testId="workshop-title"
      />
      <Row gutter={12}>
        <MoneyField name="fee" label={t`Fee`} currency="CNY" testId="workshop-fee" />
        <MoneyField name="dollar" label={t`Fee (USD)`} currency="USD" testId="workshop-dollar" />
        <MoneyField
          name="feeOnly"
          label={t`Fee for workshop-only types`}
          currency="CNY"
          testId="workshop-feeOnly"
        />
        <MoneyField
          name="dollarOnly"
          label={t`Workshop-only fee (USD)`}
          currency="USD"
          testId="workshop-dollarOnly"
        />
      </Row>
      <Form.Item
        name="numberLimit"
        label={t`Places`}
        extra={
          taken > 0
            ? t`Places taken: ${taken}. The limit cannot be lower. Empty: no limit.`
            : t`Empty: no limit.`
        }
      >
        <InputNumber data-testid="workshop-numberLimit" />
      </Form.Item>
      <Form.Item name="isNoneOption" valuePropName="checked" style={{ marginBottom: 6 }}>
        <Checkbox data-testid="workshop-isNoneOption">{t`The “not attending” choice (others replace it)`}</Checkbox>
      </Form.Item>
      <Form.Item name="isVisible" valuePropName="checked">
        <Checkbox data-testid="workshop-isVisible">{t`Shown on the registration form`}</Checkbox>
      </Form.Item>
    </>
  );
}

/** Workshops (or forums): fees, capacity never below the places taken, the none option, visibility, order. */
export function WorkshopsSection({ view }: { view: ConferenceEditorView }) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const mutations = useItemMutations(view.conference.id, workshopCalls);
  const called = titleOf(view.conference.settings.workshopTitle, locale);
  return (
    <ItemSection<Workshop, Values, WorkshopInput>
      title={called}
      testId="workshops"
      items={view.workshops}
      mutations={mutations}
      ordered
      blank={blank}
      valuesOf={valuesFrom(blank)}
      inputOf={(values) => values}
      nameOf={(workshop) => titleOf(workshop.title, locale)}
      dialogWidth={720}
      note={t`A workshop someone chose cannot be deleted; hide it from the form instead.`}
      fields={(workshop) => <WorkshopFields taken={workshop?.taken ?? 0} />}
      columns={[
        { title: t`Item name`, key: "title", render: (_, w) => titleOf(w.title, locale) },
        {
          title: t`Fee`,
          key: "fee",
          render: (_, w) => <span className="adm-money">{formatAmount(w.fee, "CNY", locale)}</span>,
        },
        {
          title: t`Places taken`,
          key: "places",
          render: (_, w) => (w.numberLimit === null ? `${w.taken} / ∞` : `${w.taken} / ${w.numberLimit}`),
        },
        {
          title: t`Shown`,
          key: "flags",
          render: (_, w) => (
            <>
              {!w.isVisible && <Tag>{t`Hidden`}</Tag>}
              {w.isNoneOption && <Tag color="blue">{t`Not attending`}</Tag>}
            </>
          ),
        },
      ]}
    />
  );
}

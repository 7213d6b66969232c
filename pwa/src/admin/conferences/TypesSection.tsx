import {
  type Bilingual,
  type ConferenceEditorView,
  type ParticipantTypeInput,
  validationMessages,
} from "@confreg/shared";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Checkbox, Col, Form, InputNumber, Row, Tag } from "antd";
import { formatAmount, titleOf, useAdminLocale } from "#admin/format";
import { participantTypeCalls, useItemMutations } from "#admin/queries/conference-editor";
import { BilingualFields } from "./BilingualFields";
import { MoneyField } from "./form-parts";
import { ItemSection } from "./ItemSection";

type Type = ConferenceEditorView["participantTypes"][number];
type Values = Omit<Required<ParticipantTypeInput>, "otherMemberNoLabel"> & { otherMemberNoLabel: Bilingual };
type FlagKey = { [K in keyof Values]: Values[K] extends boolean ? K : never }[keyof Values];

/** Each switch of a participant type: what the form and the rules do with it. */
const typeFlags: Record<FlagKey, { label: MessageDescriptor; help: MessageDescriptor }> = {
  isHidden: { label: msg`Hidden`, help: msg`Offered only with an invitation code that unlocks it.` },
  isStudent: { label: msg`Student`, help: msg`Asks for the student card.` },
  isMember: { label: msg`Member`, help: msg`The member number is checked against the society's list.` },
  isCommittee: { label: msg`Committee`, help: msg`The number is checked against the committee's list.` },
  needsOtherMemberNo: {
    label: msg`Other society's number`,
    help: msg`Asks for another society's member number.`,
  },
  needsOtherMemberCard: {
    label: msg`Other society's card`,
    help: msg`Asks for another society's member card.`,
  },
  allowsPapers: { label: msg`Papers`, help: msg`Registrations of this type add papers.` },
  paperAuthorMustMatch: {
    label: msg`Own papers only`,
    help: msg`The paper's authors must include the registrant.`,
  },
  needsAward: { label: msg`Award`, help: msg`Asks for the award certificate's details.` },
  workshopOnly: { label: msg`Workshops only`, help: msg`Pays the workshops' own prices and no base fee.` },
};
const flagKeys = Object.keys(typeFlags) as FlagKey[];
const noLabel: Bilingual = { zh: "", en: "" };

const blank: Values = {
  title: noLabel,
  fee: 0,
  discountFee: 0,
  dollar: 0,
  dollarDiscount: 0,
  ...(Object.fromEntries(flagKeys.map((key) => [key, false])) as Record<FlagKey, boolean>),
  otherMemberNoLabel: noLabel,
  maxPapers: null,
};
const valuesOf = ({
  id: _i,
  conferenceId: _c,
  sortOrder: _s,
  isDeleted: _d,
  used: _u,
  ...type
}: Type): Values => ({
  ...type,
  otherMemberNoLabel: type.otherMemberNoLabel ?? noLabel,
});
const inputOf = (values: Values): ParticipantTypeInput => ({
  ...values,
  otherMemberNoLabel:
    values.otherMemberNoLabel.zh || values.otherMemberNoLabel.en ? values.otherMemberNoLabel : null,
});

function TypeFields({ currency }: { currency: "CNY" | "USD" }) {
  const { t, i18n } = useLingui();

  return (
    <>
      <BilingualFields
        name={["title"]}
        label={t`Item name`}
        required={validationMessages.nameRequired}
        testId="type-title"
      />
      <Row gutter={12}>
        <MoneyField name="fee" label={t`Registration fee`} currency="CNY" testId="type-fee" />
        <MoneyField name="discountFee" label={t`Early-bird fee`} currency="CNY" testId="type-discountFee" />
        <MoneyField name="dollar" label={t`Fee (USD)`} currency="USD" testId="type-dollar" />
        <MoneyField
          name="dollarDiscount"
          label={t`Early-bird fee (USD)`}
          currency="USD"
          testId="type-dollarDiscount"
        />
      </Row>
      <p className="adm-sub">
        {currency === "USD"
          ? t`This conference charges the dollar prices.`
          : t`This conference charges the yuan prices.`}
      </p>
      <Row gutter={12}>
        {flagKeys.map((key) => (
          <Col span={12} key={key}>
            <Form.Item name={key} valuePropName="checked" style={{ marginBottom: 6 }}>
              <Checkbox data-testid={`type-${key}`}>
                <b>{i18n._(typeFlags[key].label)}</b>{" "}
                <span className="adm-sub">{i18n._(typeFlags[key].help)}</span>
              </Checkbox>
            </Form.Item>
          </Col>
        ))}
      </Row>
      <BilingualFields name={["otherMemberNoLabel"]} label={t`What the other society's number is called`} />
      <Form.Item name="maxPapers" label={t`Most papers`} extra={t`Empty: the conference's limit.`}>
        <InputNumber />
      </Form.Item>
    </>
  );
}

/** Participant types: names, fees (cents shown as yuan or dollars), flags, order, hidden or not. */
export function TypesSection({ view }: { view: ConferenceEditorView }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const mutations = useItemMutations(view.conference.id, participantTypeCalls);
  const currency = view.conference.settings.isDollar ? "USD" : "CNY";
  const price = (type: Type) =>
    currency === "USD"
      ? `${formatAmount(type.dollar, "USD", locale)} / ${formatAmount(type.dollarDiscount, "USD", locale)}`
      : `${formatAmount(type.fee, "CNY", locale)} / ${formatAmount(type.discountFee, "CNY", locale)}`;
  return (
    <ItemSection<Type, Values, ParticipantTypeInput>
      title={t`Participant types`}
      testId="types"
      items={view.participantTypes}
      mutations={mutations}
      ordered
      blank={blank}
      valuesOf={valuesOf}
      inputOf={inputOf}
      nameOf={(type) => titleOf(type.title, locale)}
      dialogWidth={760}
      note={t`A type registrations use cannot be deleted; hide it instead.`}
      fields={() => <TypeFields currency={currency} />}
      columns={[
        { title: t`Item name`, key: "title", render: (_, type) => titleOf(type.title, locale) },
        {
          title: t`Fee / early-bird`,
          key: "fee",
          render: (_, type) => <span className="adm-money">{price(type)}</span>,
        },
        {
          title: t`Switches`,
          key: "flags",
          render: (_, type) =>
            flagKeys
              .filter((key) => type[key])
              .map((key) => <Tag key={key}>{i18n._(typeFlags[key].label)}</Tag>),
        },
        { title: t`Registrations`, dataIndex: "used", key: "used", align: "right" },
      ]}
    />
  );
}

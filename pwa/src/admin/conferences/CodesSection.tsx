import type { ConferenceEditorView, InvitationCodeInput } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Checkbox, Col, Form, Input, Row, Select, Tag } from "antd";
import { titleOf, useAdminLocale } from "#admin/format";
import { invitationCodeCalls, useItemMutations } from "#admin/queries/conference-editor";
import { valuesFrom } from "./form-parts";
import { ItemSection } from "./ItemSection";

type Code = ConferenceEditorView["invitationCodes"][number];
type Values = Required<InvitationCodeInput>;

const blank: Values = {
  code: "",
  title: "",
  showsHotel: false,
  showsWorkshop: false,
  hidesExtraInfo: false,
  unlocksParticipantTypeIds: [],
};
/** Invitation codes and what each opens: hidden types, the hotel and workshop blocks, fewer questions. */
export function CodesSection({ view }: { view: ConferenceEditorView }) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const mutations = useItemMutations(view.conference.id, invitationCodeCalls);
  const typeName = new Map(view.participantTypes.map((type) => [type.id, titleOf(type.title, locale)]));
  const types = view.participantTypes.map((type) => ({
    value: type.id,
    label: type.isHidden ? `${titleOf(type.title, locale)} (${t`hidden`})` : titleOf(type.title, locale),
  }));
  const options = [
    ["showsHotel", t`Shows the hotel block`],
    ["showsWorkshop", t`Shows the workshops`],
    ["hidesExtraInfo", t`Hides the extra questions`],
  ] as const;
  return (
    <ItemSection<Code, Values, InvitationCodeInput>
      title={t`Invitation codes`}
      testId="codes"
      items={view.invitationCodes}
      mutations={mutations}
      ordered={false}
      blank={blank}
      valuesOf={valuesFrom(blank)}
      inputOf={(values) => values}
      nameOf={(code) => code.code}
      note={t`Registrations keep the code they were made with: a code in use keeps its text and is not deleted.`}
      fields={() => (
        <>
          <Row gutter={12}>
            <Col span={10}>
              <Form.Item
                name="code"
                label={t`Invitation code`}
                rules={[{ required: true, message: t`Please enter the code.` }]}
              >
                <Input maxLength={40} data-testid="code-code" />
              </Form.Item>
            </Col>
            <Col span={14}>
              <Form.Item name="title" label={t`What it is for`}>
                <Input maxLength={100} data-testid="code-title" />
              </Form.Item>
            </Col>
          </Row>
          {options.map(([name, label]) => (
            <Form.Item key={name} name={name} valuePropName="checked" style={{ marginBottom: 6 }}>
              <Checkbox data-testid={`code-${name}`}>{label}</Checkbox>
            </Form.Item>
          ))}
          <Form.Item name="unlocksParticipantTypeIds" label={t`Unlocks these participant types`}>
            <Select mode="multiple" options={types} data-testid="code-types" />
          </Form.Item>
        </>
      )}
      columns={[
        {
          title: t`Invitation code`,
          dataIndex: "code",
          key: "code",
          render: (code: string) => <span className="adm-mono">{code}</span>,
        },
        { title: t`What it is for`, dataIndex: "title", key: "title" },
        {
          title: t`Opens`,
          key: "opens",
          render: (_, code) => (
            <>
              {options
                .filter(([name]) => code[name])
                .map(([name, label]) => (
                  <Tag key={name}>{label}</Tag>
                ))}
              {code.unlocksParticipantTypeIds.map((id) => (
                <Tag key={id} color="gold">
                  {typeName.get(id) ?? id}
                </Tag>
              ))}
            </>
          ),
        },
        { title: t`Registrations`, dataIndex: "used", key: "used", align: "right" },
      ]}
    />
  );
}

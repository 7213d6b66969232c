import {
  type ConferenceView,
  type EditLockedField,
  isParticipantTypeOffered,
  offeredWorkshops,
  workshopsShown,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Checkbox, Col, Form, Row, Select } from "antd";
import { titleOf, useAdminLocale } from "#admin/format";
import type { IssueProps } from "./use-form-issues";

type Props = { conference: ConferenceView; locked: readonly EditLockedField[]; issue: IssueProps };

/**
 * The participant type (请选择参会类型！) and the workshops the conference offers, under its own word for
 * them; the "workshop only" type needs one (请您选择Workshop类型！). Locked while money moves.
 */
export function ChoiceFields({ conference, locked, issue }: Props) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const types = conference.participantTypes.filter((type) =>
    isParticipantTypeOffered(type, conference.invitation),
  );
  const workshops = offeredWorkshops(conference.workshops);
  const showWorkshops = workshopsShown(conference.settings, conference.invitation) && workshops.length > 0;
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="participantTypeId"
          label={t`Participant type`}
          required
          {...issue("participantTypeId")}
        >
          <Select
            disabled={locked.includes("participantTypeId")}
            placeholder={t`Choose the participant type`}
            options={types.map((type) => ({ value: type.id, label: titleOf(type.title, locale) }))}
            data-testid="edit-participantTypeId"
          />
        </Form.Item>
      </Col>
      {showWorkshops && (
        <Col xs={24}>
          <Form.Item
            name="workshopIds"
            label={titleOf(conference.settings.workshopTitle, locale)}
            {...issue("workshopIds")}
          >
            <Checkbox.Group
              disabled={locked.includes("workshopIds")}
              options={workshops.map((w) => ({
                value: w.id,
                label: titleOf(w.title, locale),
                disabled: w.remaining === 0,
              }))}
              data-testid="edit-workshops"
            />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}

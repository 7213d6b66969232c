import { validationMessages } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Card, Col, Form, Input, Row, Select } from "antd";
import { useMemo } from "react";
import { BilingualFields } from "./BilingualFields";
import { RegistrationWindowFields } from "./form-parts";

/** The time zones this browser knows (IANA names), for the zone picker. */
function useTimeZones() {
  return useMemo(() => {
    const zones =
      (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
    return ["UTC", ...zones.filter((zone) => zone !== "UTC")].map((zone) => ({ value: zone, label: zone }));
  }, []);
}

/** Name, system code, host, zone, registration window and paper system of a conference (spec 002 §5). */
export function BasicsPanel() {
  const { t, i18n } = useLingui();
  const zones = useTimeZones();
  const required = { required: true, message: i18n._(validationMessages.required) };
  return (
    <Card size="small" className="adm-card" title={t`Basics`}>
      <BilingualFields
        name={["title"]}
        label={t`Conference name`}
        required={validationMessages.conferenceTitle}
        testId="conference-title"
      />
      <Row gutter={24}>
        <Col span={8}>
          <Form.Item
            name="systemCode"
            label={t`System code`}
            extra={t`Letters and digits; it starts trade and registration numbers.`}
            rules={[required]}
          >
            <Input maxLength={40} data-testid="conference-systemCode" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="hostUnit" label={t`Host unit`}>
            <Input maxLength={100} data-testid="conference-hostUnit" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="timezone"
            label={t`Time zone`}
            extra={t`The times below are on this zone's clock.`}
            rules={[required]}
          >
            <Select showSearch options={zones} data-testid="conference-timezone" />
          </Form.Item>
        </Col>
        <RegistrationWindowFields testPrefix="conference" />
        <Col span={12}>
          <Form.Item name="paperDatabase" label={t`Paper database`}>
            <Input maxLength={100} data-testid="conference-paperDatabase" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="paperConferenceId" label={t`Conference id in the paper system`}>
            <Input maxLength={40} data-testid="conference-paperConferenceId" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

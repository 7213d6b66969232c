import {
  type SettingGroup,
  settingDescriptors,
  settingGroups,
  settingKeys,
  settingsLockedWithRegistrations,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Card, Col, Row } from "antd";
import { SettingControl } from "./SettingControl";

const groups = Object.keys(settingGroups) as SettingGroup[];

/** Every conference setting, in the descriptor table's groups, each with its one-line help. */
export function SettingsPanel({ hasRegistrations }: { hasRegistrations: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className="cfe-settings">
      {groups.map((group) => (
        <Card
          key={group}
          size="small"
          className="adm-card cfe-group"
          title={i18n._(settingGroups[group])}
          data-testid={`setting-group-${group}`}
        >
          <Row gutter={24}>
            {settingKeys
              .filter((key) => settingDescriptors[key].group === group)
              .map((key) => (
                <Col key={key} span={settingDescriptors[key].control === "parts" ? 24 : 12}>
                  <SettingControl
                    settingKey={key}
                    locked={hasRegistrations && settingsLockedWithRegistrations.includes(key)}
                  />
                </Col>
              ))}
          </Row>
        </Card>
      ))}
    </div>
  );
}

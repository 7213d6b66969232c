import {
  type AdminConference,
  type AdminScope,
  actorValues,
  auditActions,
  auditActionValues,
  auditEntityLabels,
  auditEntityValues,
} from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Form, Input, InputNumber, Select } from "antd";
import { useEffect } from "react";
import { actorKindLabels } from "#admin/components/AuditEntry";
import { FilterActions } from "#admin/components/list-filters";
import { titleOf, useAdminLocale } from "#admin/format";
import type { AuditLogFilters } from "./search";

type Props = {
  scope: AdminScope;
  search: AuditLogFilters;
  conferences: AdminConference[] | undefined;
  onSearch: (filters: AuditLogFilters) => void;
};

const names = ["conferenceId", "actorKind", "actor", "action", "entity", "entityId", "from", "to"] as const;

/** Every filter present, so setting the form from the URL also clears what the URL no longer has. */
const formValues = (from: AuditLogFilters) => Object.fromEntries(names.map((name) => [name, from[name]]));

/** The audit log's filters: conference (all-conferences scope), actor, action, record, days. */
export function AuditFilters({ scope, search, conferences, onSearch }: Props) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const [form] = Form.useForm<AuditLogFilters>();
  useEffect(() => {
    form.setFieldsValue(formValues(search));
  }, [form, search]);
  const chosen = (values: AuditLogFilters): AuditLogFilters =>
    Object.fromEntries(
      Object.entries({ ...values, actor: values.actor?.trim() }).filter(([, v]) => v != null && v !== ""),
    );
  const common = { allowClear: true, placeholder: t`All`, popupMatchSelectWidth: false } as const;
  return (
    <Form<AuditLogFilters>
      form={form}
      className="adm-filters"
      initialValues={formValues(search)}
      onFinish={(values) => onSearch(chosen(values))}
    >
      {scope === "all" && (
        <Form.Item name="conferenceId">
          <Select
            {...common}
            prefix={t`Conference`}
            options={(conferences ?? []).map((c) => ({ value: c.id, label: titleOf(c.title, locale) }))}
            data-testid="audit-filter-conference"
          />
        </Form.Item>
      )}
      <Form.Item name="actorKind">
        <Select
          {...common}
          prefix={t`Actor`}
          options={actorValues.map((kind) => ({ value: kind, label: i18n._(actorKindLabels[kind]) }))}
          data-testid="audit-filter-actorKind"
        />
      </Form.Item>
      <Form.Item name="actor">
        <Input allowClear placeholder={t`Username or kiosk name`} data-testid="audit-filter-actor" />
      </Form.Item>
      <Form.Item name="action" className="adm-filter-wide">
        <Select
          {...common}
          prefix={t`Action`}
          showSearch={{ optionFilterProp: "label" }}
          options={auditActionValues.map((action) => ({
            value: action,
            label: i18n._(auditActions[action].label),
          }))}
          data-testid="audit-filter-action"
        />
      </Form.Item>
      <Form.Item name="entity">
        <Select
          {...common}
          prefix={t`Record`}
          options={auditEntityValues.map((entity) => ({
            value: entity,
            label: i18n._(auditEntityLabels[entity]),
          }))}
          data-testid="audit-filter-entity"
        />
      </Form.Item>
      <Form.Item name="entityId">
        <InputNumber min={1} precision={0} placeholder={t`Record id`} data-testid="audit-filter-entityId" />
      </Form.Item>
      <Form.Item name="from" label={t`From`}>
        <Input type="date" data-testid="audit-filter-from" />
      </Form.Item>
      <Form.Item name="to" label={t`To`}>
        <Input type="date" data-testid="audit-filter-to" />
      </Form.Item>
      <FilterActions onReset={() => onSearch({})} testIdPrefix="audit" />
    </Form>
  );
}

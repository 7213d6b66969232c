import { type AuditEntity, type AuditLogEntry, auditEntityLabels } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useCan } from "#admin/permissions";

type Props = { entry: AuditLogEntry; conferenceId: string };

/**
 * The record an audit row is about: a link to its page where one exists (a registration and what belongs
 * to it open its edit page, a conference its editor), else its kind and id.
 */
export function RecordLink({ entry, conferenceId }: Props) {
  const { i18n } = useLingui();
  const mayEdit = useCan("registrations.write");
  const mayConfigure = useCan("conferences.manage");
  const label = auditEntityLabels[entry.entity as AuditEntity];
  const text = `${label ? i18n._(label) : entry.entity}${entry.entityId === null ? "" : ` #${entry.entityId}`}`;
  if (entry.registrationId !== null && mayEdit)
    return (
      <Link
        to="/$conferenceId/manager/home/registerEdit"
        params={{ conferenceId }}
        search={{ register_id: entry.registrationId }}
        data-testid="audit-record-link"
      >
        {text}
      </Link>
    );
  if (entry.entity === "conference" && entry.entityId !== null && mayConfigure)
    return (
      <Link
        to="/$conferenceId/manager/home/confernceDetail"
        params={{ conferenceId }}
        search={{ id: entry.entityId }}
        data-testid="audit-record-link"
      >
        {text}
      </Link>
    );
  return <span data-testid="audit-record">{text}</span>;
}

import { type AdminEditResult, adminRegistrationEdit, EditFeeBasis } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { App, Button, Empty } from "antd";
import { PageHead } from "#admin/components/PageHead";
import {
  conferenceViewQuery,
  registrationEditFormQuery,
  useUpdateRegistration,
} from "#admin/queries/registration-edit";
import { FormPage } from "#admin/register-edit/FormPage";
import { RegistrationForm } from "#admin/register-edit/RegistrationForm";
import { useSaveFlow } from "#admin/register-edit/use-save-flow";
import { useSettlementText } from "#admin/register-edit/use-settlement-text";

const route = getRouteApi("/$conferenceId/manager/home/registerEdit");

/**
 * registerEdit (spec 002 §2, §5; query register_id): every section of one registration, with the back
 * office's allowances (DOMAIN.md §3, §7): outside the registration window, and, once paid, the choices that
 * decide the fee, whose difference becomes a new payment line or a partial refund request.
 */
export function RegisterEditPage() {
  const { t } = useLingui();
  const { message } = App.useApp();
  const settlement = useSettlementText();
  const navigate = useNavigate();
  const { conferenceId } = route.useParams();
  const { register_id: id } = route.useSearch();
  const form = useQuery({ ...registrationEditFormQuery(id ?? 0), enabled: id !== undefined });
  const loaded = form.data;
  const conference = useQuery({
    ...conferenceViewQuery(loaded?.conferenceId ?? 0, loaded?.input.invcode ?? ""),
    enabled: loaded !== undefined,
  });
  const update = useUpdateRegistration(id ?? 0);
  const back = () =>
    void navigate({ to: "/$conferenceId/manager/home/registerList", params: { conferenceId } });
  const { submit, serverIssues } = useSaveFlow<AdminEditResult>(
    (input, handlers) => update.mutate(input, handlers),
    {
      done: (result) => {
        const moved = settlement(result);
        void message.success([t`The registration was updated.`, moved].filter(Boolean).join(" "), 6);
        back();
      },
      failed: t`Failed to update the registration. Please contact the administrator.`,
      onFailed: back,
    },
  );

  if (id === undefined) return <Empty description={t`No registration chosen`} />;
  const head = (
    <PageHead
      title={<Trans>Edit registration</Trans>}
      sub={loaded ? `${loaded.input.name} · #${loaded.id}` : null}
      titleTestId="register-edit-title"
    />
  );
  const paid = loaded?.fee.basis === EditFeeBasis.kept;
  return (
    <FormPage
      head={head}
      error={form.error ?? conference.error}
      onRetry={() => void (form.isError ? form.refetch() : conference.refetch())}
      ready={loaded !== undefined && conference.data !== undefined}
    >
      {() =>
        loaded &&
        conference.data && (
          <RegistrationForm
            key={loaded.id}
            conference={conference.data}
            initial={loaded.input}
            schema={adminRegistrationEdit}
            pricedAt={new Date(loaded.fee.pricedAt)}
            locked={loaded.lockedFields}
            edit={{ masked: loaded.masked, charged: loaded.charged, paid, group: loaded.group }}
            serverIssues={serverIssues}
            saving={update.isPending}
            onSave={submit}
            actions={
              <Button onClick={back} data-testid="edit-back">
                <Trans>Back</Trans>
              </Button>
            }
          />
        )
      }
    </FormPage>
  );
}

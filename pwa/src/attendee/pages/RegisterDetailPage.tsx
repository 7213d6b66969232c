import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Navigate, useNavigate } from "@tanstack/react-router";
import { Button } from "antd-mobile";
import { ApiClientError } from "#api/errors";
import { useSignedInArea } from "#attendee/attendee-context";
import { BottomBar } from "#attendee/components/BottomBar";
import { PageEmpty, PageError, PageLoading } from "#attendee/components/PageState";
import { RegistrationDetailView } from "#attendee/components/RegistrationDetailView";
import { useDeleteWithConfirm } from "#attendee/components/use-delete-registration";
import { registrationDetailQuery } from "#attendee/queries/registrations";

const route = getRouteApi("/register/$conferenceId/user/registerDetail");

/** One registration (spec 000 §2, registerDetail); `register_id` is required. */
export function RegisterDetailPage() {
  const { conference } = useSignedInArea();
  const { register_id: id, invcode } = route.useSearch();
  if (id === undefined) {
    return (
      <Navigate
        to="/register/$conferenceId/user/registerList"
        params={{ conferenceId: conference.id }}
        search={{ invcode }}
        replace
      />
    );
  }
  return <Detail id={id} />;
}

function Detail({ id }: { id: number }) {
  const { conference } = useSignedInArea();
  const { invcode } = route.useSearch();
  const navigate = useNavigate();
  const detail = useQuery(registrationDetailQuery(id));
  const remove = useDeleteWithConfirm();
  const toList = () =>
    navigate({
      to: "/register/$conferenceId/user/registerList",
      params: { conferenceId: conference.id },
      search: { invcode },
      replace: true,
    });

  if (detail.isPending) return <PageLoading />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiClientError && detail.error.status === 404;
    return missing ? (
      <PageEmpty title={<Trans>This registration does not exist</Trans>}>
        <Button color="primary" shape="rounded" onClick={() => void toList()}>
          <Trans>My registrations</Trans>
        </Button>
      </PageEmpty>
    ) : (
      <PageError error={detail.error} onRetry={() => void detail.refetch()} />
    );
  }
  const registration = detail.data;
  if (registration.conferenceId !== conference.id)
    return <PageEmpty title={<Trans>This registration does not exist</Trans>} />;

  const onDelete = async () => {
    if (await remove.run({ id: registration.id, name: registration.name })) await toList();
  };

  return (
    <div className="att-page">
      <RegistrationDetailView registration={registration} />
      <BottomBar testId="detail-actions">
        {!conference.settings.isOnlyinvoice && (
          <Button
            shape="rounded"
            fill="outline"
            color="primary"
            className="att-bottombar-button is-wide"
            onClick={() =>
              void navigate({
                to: "/register/$conferenceId/user/preRegist",
                params: { conferenceId: conference.id },
                search: { invcode },
              })
            }
            data-testid="detail-new-registration"
          >
            <Trans>New registration</Trans>
          </Button>
        )}
        {!conference.settings.isOnlyinvoice &&
          registration.standing.registrationActions.attendee.includes("edit") && (
            <Button
              shape="rounded"
              color="primary"
              className="att-bottombar-button is-wide"
              onClick={() =>
                void navigate({
                  to: "/register/$conferenceId/user/preRegist",
                  params: { conferenceId: conference.id },
                  search: { invcode, register_id: registration.id },
                })
              }
              data-testid="detail-edit"
            >
              <Trans>Edit</Trans>
            </Button>
          )}
        {registration.canDelete && (
          <Button
            shape="rounded"
            color="danger"
            fill="outline"
            className="att-bottombar-button is-wide"
            loading={remove.pending}
            onClick={() => void onDelete()}
            data-testid="detail-delete"
          >
            <Trans>Delete</Trans>
          </Button>
        )}
      </BottomBar>
    </div>
  );
}

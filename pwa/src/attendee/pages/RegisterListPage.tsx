import { attendeePageSize } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { Button } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { useSignedInArea } from "#attendee/attendee-context";
import { ListPageHead } from "#attendee/components/ListPageHead";
import { Pager } from "#attendee/components/Pager";
import { PageEmpty, PageError, PageLoading } from "#attendee/components/PageState";
import { RegistrationCard } from "#attendee/components/RegistrationCard";
import { useDeleteWithConfirm } from "#attendee/components/use-delete-registration";
import { registrationListQuery } from "#attendee/queries/registrations";

const route = getRouteApi("/register/$conferenceId/user/registerList");

/**
 * The attendee's registrations, 10 a page (spec 000 §2). On arrival, a single registration opens its detail
 * and none opens preRegist.
 */
export function RegisterListPage() {
  const { conference } = useSignedInArea();
  const { page = 1, invcode } = route.useSearch();
  const navigate = useNavigate();
  const conferenceId = conference.id;
  const list = useQuery({ ...registrationListQuery(conferenceId, page), placeholderData: keepPreviousData });
  const remove = useDeleteWithConfirm();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const arrived = useRef(false);
  // An invoice-only collection takes no registrations (its payer pages come later).
  const registers = !conference.settings.isOnlyinvoice;

  const data = list.isPlaceholderData ? undefined : list.data;
  const redirectOnArrival =
    !arrived.current && data !== undefined && (data.total === 0 || (page === 1 && data.total === 1));

  useEffect(() => {
    if (arrived.current || !data) return;
    arrived.current = true;
    const only = data.items[0];
    if (page === 1 && data.total === 1 && only) {
      void navigate({
        to: "/register/$conferenceId/user/registerDetail",
        params: { conferenceId },
        search: { register_id: only.id, invcode },
        replace: true,
      });
    } else if (data.total === 0) {
      void navigate({
        to: "/register/$conferenceId/user/preRegist",
        params: { conferenceId },
        search: { invcode },
        replace: true,
      });
    }
  }, [data, page, conferenceId, invcode, navigate]);

  if (list.isError && !list.data) return <PageError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data || redirectOnArrival) return <PageLoading />;

  const { items, total, totalPages } = list.data;
  const openDetail = (id: number) =>
    navigate({
      to: "/register/$conferenceId/user/registerDetail",
      params: { conferenceId },
      search: { register_id: id, invcode },
    });
  const newRegistration = () =>
    navigate({ to: "/register/$conferenceId/user/preRegist", params: { conferenceId }, search: { invcode } });

  const onDelete = async (id: number, name: string) => {
    setDeletingId(id);
    const deleted = await remove.run({ id, name }).finally(() => setDeletingId(null));
    // The last card of a later page is gone: show the page before it.
    if (deleted && items.length === 1 && page > 1) {
      void navigate({ to: ".", search: (prev) => ({ ...prev, page: page - 1 }) });
    }
  };

  return (
    <div className="att-page">
      <ListPageHead title={<Trans>My registrations</Trans>} total={total} testId="registration-total" />
      {items.length === 0 ? (
        <PageEmpty title={<Trans>No registrations yet</Trans>}>
          {registers && (
            <Button
              color="primary"
              shape="rounded"
              onClick={() => void newRegistration()}
              data-testid="empty-new-registration"
            >
              <Trans>New registration</Trans>
            </Button>
          )}
        </PageEmpty>
      ) : (
        <div className="att-list" aria-busy={list.isFetching}>
          {items.map((registration) => (
            <RegistrationCard
              key={registration.id}
              conference={conference}
              registration={registration}
              onOpen={() => void openDetail(registration.id)}
              onDelete={() => void onDelete(registration.id, registration.name)}
              deleting={deletingId === registration.id}
            />
          ))}
        </div>
      )}
      <Pager
        page={page}
        totalPages={Math.max(totalPages, Math.ceil(total / attendeePageSize))}
        onChange={(next) => void navigate({ to: ".", search: (prev) => ({ ...prev, page: next }) })}
      />
      {items.length > 0 && registers && (
        <div className="att-list-new">
          <Button
            block
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => void newRegistration()}
            data-testid="list-new-registration"
          >
            <Trans>New registration</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

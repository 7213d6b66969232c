import { FileDoneOutlined } from "@ant-design/icons";
import {
  type AdminInvoiceRow,
  batchOutcomeValues,
  type InvoiceBatchResult,
  invoiceList,
  reissueReverses,
} from "@confreg/shared";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { Alert, App, Button, Popconfirm } from "antd";
import { useState } from "react";
import { titleOf, useAdminLocale, useConferenceTime } from "#admin/format";
import { invoiceColumns } from "#admin/invoices/columns";
import { InvoiceDetailDialog } from "#admin/invoices/InvoiceDetailDialog";
import { LogDialog } from "#admin/invoices/LogDialog";
import { batchOutcomeLabels } from "#admin/invoices/outcomes";
import { ReversalDialog, type ReversalKind } from "#admin/invoices/ReversalDialog";
import type { RowAction } from "#admin/invoices/RowActions";
import { useInvoiceOutcome } from "#admin/invoices/use-invoice-outcome";
import { ListPage } from "#admin/lists/ListPage";
import type { ListSearch } from "#admin/lists/list-search";
import { adminConferencesQuery } from "#admin/queries/conferences";
import {
  type InvoiceActionRequest,
  invoiceListQuery,
  useInvoiceAction,
  useInvoiceBatch,
} from "#admin/queries/invoices";
import { scopeOf } from "#admin/scope";
import { useNarrowScreen } from "#admin/use-media-query";
import { errorText } from "#api/errors";
import "#admin/payments/payments.css";

const route = getRouteApi("/$conferenceId/manager/home/invoiceList");

/**
 * Only an invoice the machine lets an administrator issue can be picked for a batch: a batch issues, it
 * never re-issues (DOMAIN.md §5: issue acts on applied and failed invoices only).
 */
const batchable = (row: AdminInvoiceRow) => row.actions.includes("issue");

/** The call behind a row's button that answers at once with an outcome. */
const requestOf: Partial<Record<RowAction, InvoiceActionRequest>> = {
  issue: { path: "issue" },
  // A failed or voided invoice is issued again with a new number; nothing is reversed, no reason asked.
  reissue: { path: "reissue", body: { reason: "" } },
  query: { path: "query" },
  retry: { path: "document-retry" },
};

/** The width of the check box column. */
const selectionWidth = 48;

/** A batch's result: how many ended each way, "N 条" in Chinese. */
function BatchResult({ result, onClose }: { result: InvoiceBatchResult; onClose: () => void }) {
  const { i18n } = useLingui();
  const counts = batchOutcomeValues
    .map((outcome) => ({ outcome, count: result.counts[outcome] ?? 0 }))
    .filter(({ count }) => count > 0);
  const allDone = counts.every(({ outcome }) => outcome === "done");
  return (
    <Alert
      className="adm-table-alert"
      type={allDone ? "success" : "warning"}
      showIcon
      closable={{ onClose }}
      data-testid="invoice-batch-result"
      title={<Trans>Batch issue finished</Trans>}
      description={counts.map(({ outcome, count }, index) => {
        const label = i18n._(batchOutcomeLabels[outcome]);
        return (
          <span key={outcome} data-testid={`invoice-batch-${outcome}`}>
            {index > 0 && " · "}
            <Trans>
              {label}: {count}
            </Trans>
          </span>
        );
      })}
    />
  );
}

/** invoiceList (spec 002 §2): the registrations' invoices of the scope, issued one by one or in a batch. */
export function InvoiceListPage() {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const outcome = useInvoiceOutcome();
  const locale = useAdminLocale();
  const { conferenceId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope = scopeOf(conferenceId);
  const conferences = useQuery(adminConferencesQuery());
  const time = useConferenceTime();
  const narrow = useNarrowScreen();
  const action = useInvoiceAction();
  const batch = useInvoiceBatch(scope === "all" ? undefined : String(scope));
  const [selected, setSelected] = useState<number[]>([]);
  const [batchResult, setBatchResult] = useState<InvoiceBatchResult | null>(null);
  const [dialog, setDialog] = useState<{ kind: ReversalKind | "log"; row: AdminInvoiceRow } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);

  const page = search.page ?? 1;
  const size = search.size ?? invoiceList.paging.defaultSize;
  const setSearch = (next: ListSearch<typeof invoiceList>, options?: { replace: boolean }) => {
    setSelected([]);
    void navigate({ search: next, replace: options?.replace });
  };

  const run = (row: AdminInvoiceRow, kind: RowAction) => {
    if (kind === "detail") {
      setDetailId(row.id);
      return;
    }
    if (kind === "void" || kind === "log" || (kind === "reissue" && reissueReverses(row.invoiceStatus))) {
      action.reset();
      setDialog({ kind, row });
      return;
    }
    const request = requestOf[kind];
    if (!request) return;
    setBusyId(row.id);
    action.mutate(
      { id: row.id, request },
      {
        onSuccess: (body) => outcome.handle(row.id, body),
        onError: (error) => void message.error(errorText(error)),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const reverseWith = (kind: ReversalKind, row: AdminInvoiceRow, reason: string) =>
    action.mutate(
      { id: row.id, request: { path: kind, body: { reason } } },
      {
        onSuccess: (body) => {
          setDialog(null);
          outcome.handle(row.id, body);
        },
      },
    );

  const issueSelected = () =>
    batch.mutate(selected, {
      onSuccess: (result) => {
        setBatchResult(result);
        setSelected([]);
      },
      onError: (error) => void message.error(errorText(error)),
    });

  const columns = invoiceColumns({
    i18n,
    showConference: scope === "all",
    offset: (page - 1) * size,
    time,
    narrow,
    busyId,
    waiting: outcome.waiting,
    onAction: run,
  });

  const conference = scope === "all" ? undefined : conferences.data?.find((c) => c.id === scope);
  const conferenceTitle = conference ? titleOf(conference.title, locale) : "";
  const count = selected.length;
  const reversal = dialog && dialog.kind !== "log" ? { kind: dialog.kind, row: dialog.row } : null;

  return (
    <ListPage
      list={invoiceList}
      scope={scope}
      search={search}
      onSearch={setSearch}
      query={invoiceListQuery}
      titleTestId="invoice-title"
      title={
        scope === "all" ? (
          <Trans>Invoices of every conference</Trans>
        ) : (
          <Trans>Invoices of {conferenceTitle}</Trans>
        )
      }
      sub={<Trans>Issue, void and follow the invoices attendees applied for.</Trans>}
      testIdPrefix="invoice"
      table={{
        columns,
        toolbarEnd: (
          <Popconfirm
            title={
              <Plural value={count} one="Issue # selected invoice?" other="Issue # selected invoices?" />
            }
            okText={t`Issue`}
            cancelText={t`Cancel`}
            okButtonProps={{ "data-testid": "invoice-batch-confirm" }}
            onConfirm={issueSelected}
            disabled={count === 0}
          >
            <Button
              type="primary"
              icon={<FileDoneOutlined />}
              disabled={count === 0}
              loading={batch.isPending}
              data-testid="invoice-batch-issue"
            >
              {count > 0 ? <Trans>Issue selected ({count})</Trans> : <Trans>Issue selected</Trans>}
            </Button>
          </Popconfirm>
        ),
        notice: batchResult && <BatchResult result={batchResult} onClose={() => setBatchResult(null)} />,
        extraWidth: selectionWidth,
        rowTestId: "invoice-row",
        rowIdAttribute: "data-invoice-id",
        long: true,
        pagerOptions: { showQuickJumper: !narrow, simple: narrow },
        rowSelection: {
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: (row) => ({
            disabled: !batchable(row),
            ...({ "data-testid": "invoice-select" } as object),
          }),
          fixed: narrow ? undefined : "left",
          columnWidth: selectionWidth,
        },
      }}
    >
      {reversal && (
        <ReversalDialog
          kind={reversal.kind}
          row={reversal.row}
          mutation={action}
          onSubmit={(reason) => reverseWith(reversal.kind, reversal.row, reason)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "log" && <LogDialog row={dialog.row} time={time} onClose={() => setDialog(null)} />}
      <InvoiceDetailDialog
        invoiceId={detailId}
        waiting={detailId !== null && outcome.waiting.has(detailId)}
        onOutcome={outcome.handle}
        onClose={() => setDetailId(null)}
      />
      {outcome.dialog}
    </ListPage>
  );
}

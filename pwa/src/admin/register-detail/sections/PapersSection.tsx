import { DeleteOutlined } from "@ant-design/icons";
import type { AdminRegistrationDetail, RegistrationPaper } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { App, Button, Empty, Popconfirm, Table } from "antd";
import { emptyMark } from "#admin/format";
import { useCan } from "#admin/permissions";
import { usePaperChange } from "#admin/queries/registration-edit";
import { AddPaperForm } from "./AddPaperForm";
import { useChangeOutcome } from "./use-change-outcome";

type Props = { detail: AdminRegistrationDetail; editable: boolean };

/**
 * The papers it covers (spec 002 §2), with their codes once paid. In full mode, for accounts that edit
 * registrations, a paper is added or removed after a confirmation (savePaper, deletePaper): the server's
 * paper rules and the fee difference apply as for any edit.
 */
export function PapersSection({ detail, editable }: Props) {
  const { t } = useLingui();
  const { modal } = App.useApp();
  const mayEdit = useCan("registrations.write") && editable;
  const change = usePaperChange(detail.id);
  const outcome = useChangeOutcome();
  const remove = (paper: RegistrationPaper) =>
    change.mutate({ remove: paper.paperId }, outcome(t`Paper ${paper.paperId} removed.`));
  return (
    <div data-testid="panel-papers">
      {detail.papers.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No papers`} />
      ) : (
        <Table<RegistrationPaper>
          size="small"
          rowKey="paperId"
          pagination={false}
          dataSource={detail.papers}
          columns={[
            { key: "paperId", title: t`Paper ID`, dataIndex: "paperId", width: 110 },
            { key: "title", title: t`Title`, dataIndex: "title", ellipsis: true },
            { key: "pages", title: t`Pages`, dataIndex: "pages", width: 80, align: "end" },
            {
              key: "code",
              title: t`Paper code`,
              width: 150,
              render: (_v, paper) => <span className="adm-mono">{paper.paperCode || emptyMark}</span>,
            },
            ...(mayEdit
              ? [
                  {
                    key: "actions",
                    width: 80,
                    render: (_v: unknown, paper: RegistrationPaper) => (
                      <Popconfirm
                        title={t`Remove paper ${paper.paperId} from this registration?`}
                        description={t`The fee is priced again; a paid difference is asked back.`}
                        okText={t`Remove`}
                        cancelText={t`Cancel`}
                        onConfirm={() => remove(paper)}
                      >
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          loading={change.isPending}
                          data-testid={`panel-paper-remove-${paper.paperId}`}
                        >
                          <Trans>Remove</Trans>
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {mayEdit && (
        <AddPaperForm
          busy={change.isPending}
          onAdd={(paper) =>
            modal.confirm({
              title: t`Add paper ${paper.paperId} with ${paper.pages} pages?`,
              content: t`The fee is priced again: more to pay becomes a new payment line.`,
              okText: t`Add`,
              cancelText: t`Cancel`,
              okButtonProps: { ...({ "data-testid": "panel-paper-confirm" } as object) },
              onOk: () =>
                new Promise<void>((resolve) =>
                  change.mutate(
                    { add: paper },
                    { ...outcome(t`Paper ${paper.paperId} added.`), onSettled: () => resolve() },
                  ),
                ),
            })
          }
        />
      )}
    </div>
  );
}

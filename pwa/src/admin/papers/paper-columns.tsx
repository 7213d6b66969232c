import type { AdminAcceptedPaper } from "@confreg/shared";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Button, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { orEmpty } from "#admin/format";

/**
 * The accepted papers' columns (the submitter's phone masked): the registration that holds a paper opens
 * in the conference's scope (`scope`, the path's segment); editing opens the dialog.
 */
export function usePaperColumns(
  scope: string,
  onEdit: (paper: AdminAcceptedPaper) => void,
): ColumnsType<AdminAcceptedPaper> {
  const { t } = useLingui();
  return [
    { key: "id", title: t`Paper id`, width: 110, render: (_, p) => p.paperId },
    { key: "title", title: t`Title`, render: (_, p) => p.title },
    { key: "pages", title: t`Pages`, width: 70, render: (_, p) => p.pages ?? orEmpty("") },
    {
      key: "final",
      title: t`Final version`,
      width: 100,
      render: (_, p) => (p.isFinal ? <Tag color="green">{t`Final`}</Tag> : <Tag>{t`Not final`}</Tag>),
    },
    {
      key: "authors",
      title: t`Authors`,
      render: (_, p) => [p.authors, p.authorsEn].filter(Boolean).join(" / ") || orEmpty(""),
    },
    { key: "email", title: t`Submitter e-mail`, render: (_, p) => orEmpty(p.submitUserEmail) },
    { key: "phone", title: t`Submitter mobile`, render: (_, p) => orEmpty(p.submitUserPhoneMasked) },
    {
      key: "registration",
      title: t`Registration`,
      render: (_, p) =>
        p.registration ? (
          <Link
            to="/$conferenceId/manager/home/registerEdit"
            params={{ conferenceId: scope }}
            search={{ register_id: p.registration.id }}
            data-testid="paper-registration"
          >
            {p.registration.name || `#${p.registration.id}`}
          </Link>
        ) : (
          <Tag>{t`Not registered`}</Tag>
        ),
    },
    {
      key: "actions",
      title: t`Actions`,
      width: 90,
      render: (_, p) => (
        <Button size="small" onClick={() => onEdit(p)} data-testid="paper-edit">
          {t`Edit`}
        </Button>
      ),
    },
  ];
}

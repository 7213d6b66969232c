import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { Button, Skeleton, Tabs } from "antd";
import { LoadError } from "#admin/components/LoadError";
import { PageHead } from "#admin/components/PageHead";
import { CodesSection } from "#admin/conferences/CodesSection";
import { ConferenceForm } from "#admin/conferences/ConferenceForm";
import { ExtraItemsSection } from "#admin/conferences/ExtraItemsSection";
import { FeeTableSection } from "#admin/conferences/FeeTableSection";
import { HotelsSection } from "#admin/conferences/HotelsSection";
import { LinksSection } from "#admin/conferences/LinksSection";
import { SchemesSection } from "#admin/conferences/SchemesSection";
import type { EditorTab } from "#admin/conferences/search";
import { TypesSection } from "#admin/conferences/TypesSection";
import { WorkshopsSection } from "#admin/conferences/WorkshopsSection";
import { titleOf, useAdminLocale } from "#admin/format";
import { conferenceEditorQuery } from "#admin/queries/conference-editor";
import "#admin/conferences/conferences.css";

const route = getRouteApi("/$conferenceId/manager/home/confernceDetail");

/**
 * confernceDetail (spec 002 §2): a conference from creation to the end. Basics and settings are one form;
 * the other sections save item by item. Without an id it makes a new conference, then opens it.
 */
export function ConferenceEditorPage() {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const { conferenceId: scope } = route.useParams();
  const { id, tab = "basics" } = route.useSearch();
  const navigate = route.useNavigate();
  const editor = useQuery({ ...conferenceEditorQuery(id ?? 0), enabled: id !== undefined });
  const view = editor.data ?? null;
  const open = (next: EditorTab) => void navigate({ search: (s) => ({ ...s, tab: next }), replace: true });

  const head = (
    <PageHead
      titleTestId="conference-editor-title"
      title={view ? titleOf(view.conference.title, locale) : <Trans>New conference</Trans>}
      sub={
        <Link to="/$conferenceId/manager/home/confernce" params={{ conferenceId: scope }}>
          <Button size="small" type="link">
            <Trans>Back to the conference list</Trans>
          </Button>
        </Link>
      }
    />
  );
  if (id !== undefined && editor.isError)
    return (
      <div className="adm-page">
        {head}
        <LoadError error={editor.error} onRetry={() => void editor.refetch()} />
      </div>
    );
  if (id !== undefined && !view)
    return (
      <div className="adm-page">
        {head}
        <Skeleton active />
      </div>
    );

  return (
    <div className="adm-page cfe-page">
      {head}
      <ConferenceForm
        key={id ?? "new"}
        view={view}
        onCreated={(created) => void navigate({ search: { id: created, tab: "types" } })}
      >
        {({ basics, settings }) => (
          <Tabs
            activeKey={tab}
            onChange={(key) => open(key as EditorTab)}
            data-testid="conference-tabs"
            items={[
              { key: "basics", label: t`Basics`, forceRender: true, children: basics },
              { key: "settings", label: t`Settings`, forceRender: true, children: settings },
              ...(view
                ? [
                    { key: "types", label: t`Participant types`, children: <TypesSection view={view} /> },
                    {
                      key: "workshops",
                      label: titleOf(view.conference.settings.workshopTitle, locale),
                      children: <WorkshopsSection view={view} />,
                    },
                    {
                      key: "fees",
                      label: t`Fee table`,
                      children: <FeeTableSection key={JSON.stringify(view.feeRows)} view={view} />,
                    },
                    { key: "hotels", label: t`Hotels`, children: <HotelsSection view={view} /> },
                    { key: "codes", label: t`Invitation codes`, children: <CodesSection view={view} /> },
                    {
                      key: "questions",
                      label: t`Extra questions`,
                      children: <ExtraItemsSection view={view} />,
                    },
                    {
                      key: "schemes",
                      label: t`Group discounts`,
                      children: <SchemesSection conferenceId={view.conference.id} />,
                    },
                    { key: "checkin", label: t`Check-in and badges`, children: <LinksSection view={view} /> },
                  ]
                : []),
            ]}
          />
        )}
      </ConferenceForm>
    </div>
  );
}

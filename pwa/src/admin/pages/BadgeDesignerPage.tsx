import { DeleteOutlined, SaveOutlined } from "@ant-design/icons";
import type { AdminConference, BadgeTemplate } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { App, Button, Card, Empty, Popconfirm, Select, Skeleton, Space } from "antd";
import { useEffect, useReducer, useState } from "react";
import { DesignerCanvas } from "#admin/badges/designer/DesignerCanvas";
import { designerReducer, draftOf, inputOf, newDraft } from "#admin/badges/designer/designer-state";
import { ElementForm } from "#admin/badges/designer/ElementForm";
import { ElementList } from "#admin/badges/designer/ElementList";
import { samplePerson } from "#admin/badges/designer/sample-person";
import { TemplateList } from "#admin/badges/designer/TemplateList";
import { TemplateSettings } from "#admin/badges/designer/TemplateSettings";
import { useWidth } from "#admin/badges/designer/use-width";
import { drawBadge } from "#admin/badges/use-badge-renderer";
import { LoadError } from "#admin/components/LoadError";
import { PageHead } from "#admin/components/PageHead";
import { titleOf, useAdminLocale } from "#admin/format";
import {
  badgeTemplatesQuery,
  logoDataUrlQuery,
  previewPeopleQuery,
  useDeleteTemplate,
  useSaveTemplate,
} from "#admin/queries/badges";
import { adminConferencesQuery } from "#admin/queries/conferences";
import { scopeOf } from "#admin/scope";
import { ApiClientError, errorText } from "#api/errors";
import "#admin/badges/badges.css";

const route = getRouteApi("/$conferenceId/manager/home/badgeDesigner");

/**
 * The badge designer (DOMAIN.md §8): a conference's templates, each a page with elements placed on it,
 * drawn live by the shared renderer for a real registration, whom it prints for, and its logo. In the
 * all-conferences scope the conference is chosen first.
 */
export function BadgeDesignerPage() {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const { conferenceId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const scope = scopeOf(conferenceId);
  const conferences = useQuery(adminConferencesQuery());
  const chosen = scope === "all" ? search.conferenceId : scope;
  const conference = conferences.data?.find((c) => c.id === chosen);

  return (
    <div className="adm-page">
      <PageHead
        titleTestId="designer-title"
        title={<Trans>Badge designer</Trans>}
        sub={
          conference ? (
            titleOf(conference.title, locale)
          ) : (
            <Trans>Choose a conference to design its badges</Trans>
          )
        }
      />
      {scope === "all" && (
        <Card className="adm-card" size="small">
          <Select
            className="bdg-conference"
            showSearch={{ optionFilterProp: "label" }}
            value={search.conferenceId}
            placeholder={t`Conference`}
            loading={conferences.isPending}
            style={{ minWidth: 320 }}
            onChange={(id) => void navigate({ search: { conferenceId: id } })}
            options={(conferences.data ?? []).map((c) => ({ value: c.id, label: titleOf(c.title, locale) }))}
            data-testid="designer-conference"
          />
        </Card>
      )}
      {conferences.isError && (
        <LoadError error={conferences.error} onRetry={() => void conferences.refetch()} />
      )}
      {conference ? (
        <Designer key={conference.id} conference={conference} templateId={search.template} />
      ) : (
        scope !== "all" && conferences.isPending && <Skeleton active />
      )}
    </div>
  );
}

function Designer({
  conference,
  templateId,
}: {
  conference: AdminConference;
  templateId: number | undefined;
}) {
  const { t } = useLingui();
  const { message, modal } = App.useApp();
  const navigate = route.useNavigate();
  const templates = useQuery(badgeTemplatesQuery(conference.id));
  const save = useSaveTemplate(conference.id);
  const remove = useDeleteTemplate(conference.id);
  const [state, dispatch] = useReducer(designerReducer, {
    draft: newDraft("", true),
    selected: null,
    dirty: false,
  });
  const [loaded, setLoaded] = useState(false);
  const [keyword, setKeyword] = useState("");
  const [personId, setPersonId] = useState<number | null>(null);
  const people = useQuery(previewPeopleQuery(conference.id, keyword));
  const logo = useQuery(logoDataUrlQuery(state.draft.logoUrl));
  const [stage, stageWidth] = useWidth(480);
  const { draft } = state;

  const open = (template: BadgeTemplate | null) => {
    dispatch({
      type: "load",
      draft: template ? draftOf(template) : newDraft(t`New template`, !templates.data?.length),
    });
    void navigate({ search: (prev) => ({ ...prev, template: template?.id }), replace: true });
  };
  const guarded = (next: () => void) =>
    state.dirty
      ? modal.confirm({ title: t`Discard the changes not saved?`, okText: t`Discard`, onOk: next })
      : next();

  // The template the address names, else the first one, else a new one, once the list is in.
  useEffect(() => {
    if (loaded || !templates.data) return;
    setLoaded(true);
    open(templates.data.find((tpl) => tpl.id === templateId) ?? templates.data[0] ?? null);
  });

  const person =
    people.data?.find((p) => p.id === personId) ??
    people.data?.[0] ??
    samplePerson(
      { id: conference.id, title: conference.title },
      {
        id: conference.participantTypes[0]?.id ?? 1,
        title: conference.participantTypes[0]?.title ?? { zh: "正式代表", en: "Delegate" },
      },
    );
  const svg = drawBadge({ page: draft.page, elements: draft.elements }, person, logo.data ?? null);
  const scale = Math.min(Math.max(stageWidth, 200) / draft.page.width, 560 / draft.page.height, 6);
  const element = draft.elements.find((e) => e.id === state.selected);

  const onSave = () =>
    save.mutate(
      { id: draft.id, input: inputOf(draft) },
      {
        onSuccess: (saved) => {
          dispatch({ type: "saved", id: saved.id });
          void navigate({ search: (prev) => ({ ...prev, template: saved.id }), replace: true });
          void message.success(t`Template saved`);
        },
        onError: (error) => {
          const field = error instanceof ApiClientError ? Object.values(error.fields)[0] : undefined;
          void message.error(field ? `${errorText(error)} ${field.message}` : errorText(error));
        },
      },
    );
  const onDelete = () => {
    if (draft.id === null) return open(templates.data?.[0] ?? null);
    remove.mutate(draft.id, {
      onSuccess: () => {
        void message.success(t`Template deleted`);
        open(templates.data?.find((tpl) => tpl.id !== draft.id) ?? null);
      },
      onError: (error) => void message.error(errorText(error)),
    });
  };

  if (templates.isError)
    return <LoadError error={templates.error} onRetry={() => void templates.refetch()} />;
  if (!loaded) return <Skeleton active />;
  return (
    <div className="bdg-designer">
      <Card className="adm-card" size="small">
        <TemplateList
          templates={templates.data ?? []}
          current={draft.id}
          unsaved={draft.id === null ? draft.name : null}
          onOpen={(template) => guarded(() => open(template))}
          onNew={() => guarded(() => open(null))}
        />
      </Card>

      <div className="bdg-stage" ref={stage}>
        <Select
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          value={people.data?.length ? person.id : undefined}
          placeholder={t`Preview with a sample person`}
          loading={people.isFetching}
          style={{ width: "100%", maxWidth: 360 }}
          onChange={setPersonId}
          notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Nobody found`} />}
          options={(people.data ?? []).map((p) => ({
            value: p.id,
            label: p.unit ? `${p.name} · ${p.unit}` : p.name,
          }))}
          data-testid="designer-person"
        />
        <DesignerCanvas
          page={draft.page}
          elements={draft.elements}
          svg={svg}
          scale={scale}
          selected={state.selected}
          onSelect={(id) => dispatch({ type: "select", id })}
          onChange={(id, patch) => dispatch({ type: "change", id, patch })}
        />
        <Space wrap>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            onClick={onSave}
            loading={save.isPending}
            data-testid="designer-save"
          >
            <Trans>Save</Trans>
          </Button>
          <Popconfirm
            title={t`Delete this template?`}
            okText={t`Delete`}
            cancelText={t`Cancel`}
            onConfirm={onDelete}
          >
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending} data-testid="designer-delete">
              <Trans>Delete</Trans>
            </Button>
          </Popconfirm>
        </Space>
      </div>

      <Card className="adm-card" size="small">
        <TemplateSettings
          draft={draft}
          conference={conference}
          logo={logo.data ?? null}
          dispatch={dispatch}
        />
        <ElementList
          elements={draft.elements}
          selected={state.selected}
          onSelect={(id) => dispatch({ type: "select", id })}
          onAdd={(kind) => dispatch({ type: "add", kind })}
          onRemove={(id) => dispatch({ type: "remove", id })}
        />
        {element && (
          <ElementForm
            element={element}
            onChange={(patch) => dispatch({ type: "change", id: element.id, patch })}
          />
        )}
      </Card>
    </div>
  );
}

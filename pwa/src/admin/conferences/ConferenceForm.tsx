import { SaveOutlined } from "@ant-design/icons";
import type { ConferenceEditorView } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, App, Button, Form } from "antd";
import { type ReactNode, useState } from "react";
import { useSaveConference } from "#admin/queries/conference-editor";
import { errorText } from "#api/errors";
import { BasicsPanel } from "./BasicsPanel";
import { type EditorValues, formValuesOf, inputOf, newConferenceValues } from "./editor-values";
import { showFieldErrors } from "./form-errors";
import { SettingsPanel } from "./SettingsPanel";

type Props = {
  view: ConferenceEditorView | null;
  /** After a new conference is created: its id. */
  onCreated: (id: number) => void;
  /** The panes that hold the form's fields, given the panels and the save bar. */
  children: (panels: { basics: ReactNode; settings: ReactNode }) => ReactNode;
};

/**
 * The conference's basics and every setting: one form over two tabs, saved together (saveMeeting). Times
 * are entered on the conference's clock; the server refuses what would strand registrations.
 */
export function ConferenceForm({ view, onCreated, children }: Props) {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const [form] = Form.useForm<EditorValues>();
  const save = useSaveConference();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = (values: EditorValues) => {
    setRefusal(null);
    const id = view?.conference.id ?? null;
    save.mutate(
      { id, input: inputOf(values) },
      {
        onSuccess: (saved) => {
          void message.success(id === null ? t`Created.` : t`Saved.`);
          if (id === null) onCreated(saved.id);
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, i18n)) setRefusal(errorText(error));
          else setRefusal(t`Please check the fields marked in red (on both tabs).`);
        },
      },
    );
  };
  const bar = (tab: string) => (
    <div className="cfe-save-bar">
      {refusal && <Alert type="error" showIcon title={refusal} data-testid="conference-refusal" />}
      <Button
        type="primary"
        icon={<SaveOutlined />}
        loading={save.isPending}
        onClick={() => form.submit()}
        data-testid={`conference-save-${tab}`}
      >
        <Trans>Save basics and settings</Trans>
      </Button>
    </div>
  );
  return (
    <Form<EditorValues>
      form={form}
      component={false}
      layout="vertical"
      initialValues={view ? formValuesOf(view.conference) : newConferenceValues(new Date())}
      onFinish={submit}
      onFinishFailed={() => setRefusal(t`Please check the fields marked in red (on both tabs).`)}
    >
      {children({
        basics: (
          <>
            <BasicsPanel />
            {bar("basics")}
          </>
        ),
        settings: (
          <>
            <SettingsPanel hasRegistrations={(view?.registrations ?? 0) > 0} />
            {bar("settings")}
          </>
        ),
      })}
    </Form>
  );
}

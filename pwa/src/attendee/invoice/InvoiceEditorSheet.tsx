import { type FieldIssue, type InvoiceInput, type InvoiceRuleSettings, invoiceInput } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Form } from "antd-mobile";
import { type ReactNode, useState } from "react";
import { ApiClientError, errorText } from "#api/errors";
import { checkPart } from "#attendee/blocks/check";
import { Sheet } from "#attendee/components/Sheet";
import { messagesByPath } from "#attendee/lib/field-errors";
import { issuesRule } from "#attendee/lib/form-rules";
import { useSessionExpiry } from "#attendee/lib/use-session-expiry";
import { InvoiceFields } from "./InvoiceFields";
import { type InvoiceDraft, invoiceInputOf } from "./invoice-draft";

type Props = {
  title: ReactNode;
  settings: InvoiceRuleSettings;
  types?: readonly InvoiceDraft["invoiceType"][];
  initial: InvoiceDraft;
  /** The shared rules on the parsed details (paths `invoice.<field>`), as the server runs them. */
  rules: (invoice: InvoiceInput) => FieldIssue[];
  /** Saves; a refusal with field findings shows them at the fields, any other in the sheet. */
  save: (invoice: InvoiceInput) => Promise<unknown>;
  onClose: () => void;
  testId: string;
  /** Above the fields: a way to start from a saved invoice. */
  header?: (fill: (draft: InvoiceDraft) => void) => ReactNode;
};

type Values = { invoice: InvoiceDraft };

/**
 * The invoice editor in a bottom sheet, for a saved common invoice and for registerDetail's "edit
 * invoice": the same fields as the form's invoice block, checked live with the shared rules, saved with
 * the server's findings shown on their fields.
 */
export function InvoiceEditorSheet(props: Props) {
  const { settings, initial, rules, save, onClose, testId } = props;
  const { i18n } = useLingui();
  const sessionExpired = useSessionExpiry();
  const [form] = Form.useForm<Values>();
  const [draft, setDraft] = useState(initial);
  const [failure, setFailure] = useState("");
  const [pending, setPending] = useState(false);

  const current = (): InvoiceDraft => ({ ...draft, ...form.getFieldsValue(true).invoice });
  const check = () =>
    checkPart("invoice", invoiceInput, invoiceInputOf(current(), settings), (parsed) => rules(parsed));
  const rule = (path: string) => issuesRule(path, check, i18n);
  const replace = (next: InvoiceDraft) => {
    form.setFieldsValue({ invoice: next });
    setDraft(next);
  };
  const showIssues = (issues: readonly FieldIssue[]) => {
    const messages = messagesByPath(i18n, issues);
    form.setFields([...messages].map(([path, text]) => ({ name: path.split("."), errors: [text] })));
  };

  const submit = async () => {
    setFailure("");
    const issues = check();
    if (issues.length) {
      showIssues(issues);
      return;
    }
    setPending(true);
    try {
      await save(invoiceInputOf(current(), settings));
      onClose();
    } catch (error) {
      if (sessionExpired(error)) return;
      if (error instanceof ApiClientError && error.code === "VALIDATION_FAILED") {
        showIssues(Object.values(error.fields));
      } else {
        setFailure(errorText(error));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Sheet
      open
      title={props.title}
      onClose={onClose}
      testId={testId}
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          loading={pending}
          onClick={() => void submit()}
          data-testid={`${testId}-save`}
        >
          <Trans>Save</Trans>
        </Button>
      }
    >
      {props.header?.(replace)}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ invoice: initial }}
        onValuesChange={() => setDraft(current())}
        requiredMarkStyle="asterisk"
        className="att-form"
      >
        <InvoiceFields
          settings={settings}
          types={props.types}
          value={draft}
          rule={rule}
          replace={replace}
          testPrefix={testId}
        />
      </Form>
      {failure && (
        <p className="att-pay-alert is-warning" role="alert" data-testid={`${testId}-error`}>
          {failure}
        </p>
      )}
    </Sheet>
  );
}

import {
  type ConferenceView,
  computeFee,
  defaultPayType,
  type EditLockedField,
  type FieldIssue,
  type PanelGroup,
  type RegistrationData,
  type RegistrationInput,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Card, Form, Space } from "antd";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { ChoiceFields } from "./ChoiceFields";
import { ExtraFields } from "./ExtraFields";
import { checkForm } from "./form-check";
import { type FormValues, toFormValues, toInput } from "./form-values";
import { GroupField } from "./GroupField";
import { InvoiceSection } from "./InvoiceSection";
import { PaperFields } from "./PaperFields";
import { PaymentFields } from "./PaymentFields";
import { RegistrantFields } from "./RegistrantFields";
import { useFormIssues } from "./use-form-issues";
import "./register-edit.css";

export type FormSubmission = { input: RegistrationInput; kept: { idNumber: boolean; phone: boolean } };

type Props = {
  conference: ConferenceView;
  /** What it starts from: the stored registration, or a blank one; what the form does not show is kept. */
  initial: RegistrationInput;
  /** The request's schema (registerEdit's, add member's), checked live as the server checks it. */
  schema: z.ZodType<RegistrationData>;
  pricedAt: Date;
  locked: readonly EditLockedField[];
  /** Editing: the document and phone as staff see them, what the lines charge, the group it is in. */
  edit?: {
    masked: { idNumber: string; phone: string };
    charged: number;
    paid: boolean;
    group: PanelGroup | null;
  };
  /** The server's findings on the last save. */
  serverIssues: FieldIssue[];
  saving: boolean;
  onSave: (submission: FormSubmission) => void;
  actions: ReactNode;
};

/**
 * The registration form of the back office (registerEdit, add registered member; spec 002 §2, §5): the
 * attendee, type and workshops, papers, group, payment, invoice and extra information sections, each
 * finding shown at its field as it is made (the shared rules) and all of them at once when saving.
 */
export function RegistrationForm(props: Props) {
  const { conference, initial, edit, locked } = props;
  const { t } = useLingui();
  const [form] = Form.useForm<FormValues>();
  const [start] = useState(() => toFormValues(initial, conference));
  const values: FormValues = { ...start, ...Form.useWatch([], form) };
  const [tried, setTried] = useState(false);

  const type = conference.participantTypes.find((p) => p.id === values.participantTypeId) ?? null;
  const payType = values.payType ?? defaultPayType(conference.settings);
  const fee = computeFee({
    discountTime: conference.discountTime,
    settings: conference.settings,
    participantType: type,
    workshops: conference.workshops.filter((w) => values.workshopIds.includes(w.id)),
    feeRows: conference.feeRows,
    paperPages: values.papers.map((p) => p.pages ?? 0),
    payType,
    now: props.pricedAt,
    groupDiscount: edit?.group && !edit.group.isRemoved ? edit.group.discountBp / 10_000 : null,
  });
  const kept = {
    idNumber: Boolean(edit?.masked.idNumber) && !values.idNumber,
    phone: Boolean(edit?.masked.phone) && !values.phone,
  };
  const request = {
    ...toInput(values, initial, fee.total),
    keepIdNumber: kept.idNumber,
    keepPhone: kept.phone,
  };
  const own = checkForm(props.schema, request, conference, kept);
  const { issue, texts } = useFormIssues([...props.serverIssues, ...own], (path) => {
    const head = path.split(".")[0] ?? path;
    return (
      tried ||
      form.isFieldTouched(head as keyof FormValues) ||
      props.serverIssues.some((i) => i.path === path)
    );
  });

  const save = () => {
    setTried(true);
    if (own.length === 0) props.onSave({ input: toInput(values, initial, fee.total), kept });
  };
  const section = (key: string, title: ReactNode, body: ReactNode) => (
    <Card className="adm-card re-section" size="small" title={title} data-testid={`edit-section-${key}`}>
      {body}
    </Card>
  );

  return (
    <Form<FormValues> form={form} layout="vertical" initialValues={start} data-testid="registration-form">
      {section(
        "attendee",
        t`Attendee information`,
        <>
          <RegistrantFields conference={conference} values={values} issue={issue} masked={edit?.masked} />
          <ChoiceFields conference={conference} locked={locked} issue={issue} />
        </>,
      )}
      {section(
        "papers",
        t`Paper list`,
        <PaperFields
          conference={conference}
          values={values}
          disabled={locked.includes("papers")}
          issue={issue}
        />,
      )}
      {section(
        "group",
        t`Group information`,
        <GroupField
          conference={conference}
          group={edit?.group ?? null}
          mayJoin={!edit?.paid}
          issue={issue}
        />,
      )}
      {section(
        "payment",
        t`Payment information`,
        <PaymentFields
          conference={conference}
          total={fee.total}
          currency={fee.currency}
          charged={edit ? { amount: edit.charged, paid: edit.paid } : undefined}
          payTypeLocked={locked.includes("payType")}
          issue={issue}
        />,
      )}
      {section(
        "invoice",
        t`Invoice information`,
        <InvoiceSection
          conference={conference}
          values={values}
          locked={locked.includes("invoice")}
          editing={Boolean(edit)}
          issue={issue}
        />,
      )}
      {section("extras", t`Extra information`, <ExtraFields conference={conference} issue={issue} />)}
      {texts.length > 0 && (tried || props.serverIssues.length > 0) && (
        <Alert
          type="error"
          showIcon
          title={t`Please check the entered information`}
          description={
            <ul className="re-issues" data-testid="edit-issues">
              {texts.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          }
        />
      )}
      <Space className="re-actions">
        <Button type="primary" onClick={save} loading={props.saving} data-testid="edit-save">
          <Trans>Confirm</Trans>
        </Button>
        {props.actions}
      </Space>
    </Form>
  );
}

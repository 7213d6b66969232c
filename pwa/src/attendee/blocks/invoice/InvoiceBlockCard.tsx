import { InvoiceType, type SavedInvoice } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Checkbox, Form, Radio, Space } from "antd-mobile";
import { type ReactNode, useEffect, useState } from "react";
import { useSignedInArea } from "#attendee/attendee-context";
import { InvoiceFields } from "#attendee/invoice/InvoiceFields";
import { draftOf } from "#attendee/invoice/invoice-draft";
import { SavedInvoiceSheet } from "#attendee/invoice/SavedInvoiceSheet";
import { savedInvoicesQuery } from "#attendee/queries/saved-invoices";
import type { BlockProps } from "../types";
import {
  blankInvoice,
  editing,
  type InvoiceMode,
  type InvoiceValue,
  invoiceLocked,
  invoiceValueOf,
} from "./invoice-block";
import { SavedInvoiceList } from "./SavedInvoiceList";
import "#attendee/invoice/invoice.css";

/**
 * Invoice information on newRegist: not now, a saved common invoice (choose, add, edit, delete), or a new
 * one; the editor with the types and contents this conference offers; "save as common invoice". An edit
 * of a registration whose invoice is issued or being issued only says why it cannot change.
 */
export function InvoiceBlockCard(props: BlockProps<InvoiceValue>) {
  return invoiceLocked(props.context) ? <LockedInvoiceCard /> : <InvoiceEditorCard {...props} />;
}

function LockedInvoiceCard() {
  return (
    <section className="att-card att-form-card" data-testid="block-invoice">
      <h2 className="att-card-title">
        <Trans>Invoice information</Trans>
      </h2>
      <p className="att-form-note" data-testid="invoice-locked">
        <Trans>
          The invoice of this registration is issued or being issued, so its details cannot be changed here.
          They stay as they are; for a correction, please contact the conference's finance staff.
        </Trans>
      </p>
    </section>
  );
}

function InvoiceEditorCard({ context, value: held, rule, replace }: BlockProps<InvoiceValue>) {
  const value = invoiceValueOf(held, context);
  // Bare details from a draft (the recommended registration's) become the editor's value once.
  useEffect(() => {
    if (held.mode === undefined) replace(value);
  }, [held.mode, replace, value]);
  const { account } = useSignedInArea();
  const { settings } = context.conference;
  const saved = useQuery(savedInvoicesQuery(account.id));
  // The saved invoice being added (null) or edited in the sheet; undefined while it is closed.
  const [sheet, setSheet] = useState<SavedInvoice | null | undefined>(undefined);

  const choose = (row: SavedInvoice) =>
    replace({ ...value, ...draftOf(row, settings), mode: "saved", savedId: row.id, saveAsCommon: false });
  const setMode = (mode: InvoiceMode) => replace({ ...blankInvoice(context), mode });
  const modes: { mode: InvoiceMode; label: ReactNode }[] = [
    { mode: "none", label: <Trans>Not now</Trans> },
    { mode: "saved", label: <Trans>Saved invoice</Trans> },
    { mode: "new", label: <Trans>New invoice</Trans> },
  ];

  return (
    <section className="att-card att-form-card" data-testid="block-invoice">
      <h2 className="att-card-title">
        <Trans>Invoice information</Trans>
      </h2>
      <Form.Item name={["invoice", "mode"]} label={<Trans>Invoice</Trans>}>
        <Radio.Group onChange={(mode) => setMode(mode as InvoiceMode)}>
          <Space wrap data-testid="invoice-mode">
            {modes.map(({ mode, label }) => (
              <Radio key={mode} value={mode} data-testid={`invoice-mode-${mode}`}>
                {label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {value.mode === "none" && (
        <p className="att-form-note" data-testid="invoice-later">
          <Trans>
            You can fill in the invoice details later on the registration's page, until the invoice is issued.
          </Trans>
        </p>
      )}
      {value.mode === "saved" && (
        <SavedInvoiceList
          saved={saved.data ?? []}
          chosenId={value.savedId}
          choose={choose}
          edit={setSheet}
          deleted={(id) => id === value.savedId && setMode("saved")}
        />
      )}
      {editing(value) && (
        <>
          <InvoiceFields
            settings={settings}
            value={value}
            rule={rule}
            replace={(draft) => replace({ ...value, ...draft })}
            testPrefix="invoice"
          />
          {value.invoiceType !== InvoiceType.none && (
            <Form.Item name={["invoice", "saveAsCommon"]} valuePropName="checked">
              <Checkbox data-testid="invoice-saveAsCommon">
                <Trans>Save as common invoice</Trans>
              </Checkbox>
            </Form.Item>
          )}
        </>
      )}
      {sheet !== undefined && (
        <SavedInvoiceSheet
          saved={sheet}
          onSaved={(row) => (sheet === null || row.id === value.savedId ? choose(row) : undefined)}
          onClose={() => setSheet(undefined)}
        />
      )}
    </section>
  );
}

import type { SocietySettingsInput } from "@confreg/shared";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A field of the settings form: its path in `societySettings`, its label, whether it must be filled. */
export type SocietyField = { path: readonly string[]; label: MessageDescriptor; required?: boolean };
export type SocietySection = { key: string; title: MessageDescriptor; fields: SocietyField[] };

/** The settings form, section by section, in the shape the API takes. */
export const societySections: SocietySection[] = [
  {
    key: "society",
    title: msg`The society`,
    fields: [
      { path: ["society", "name", "zh"], label: msg`Name (Chinese)`, required: true },
      { path: ["society", "name", "en"], label: msg`Name (English)`, required: true },
      { path: ["society", "shortName"], label: msg`Short name` },
      { path: ["society", "taxpayerNumber"], label: msg`Taxpayer number`, required: true },
      { path: ["society", "address", "zh"], label: msg`Address (Chinese)` },
      { path: ["society", "address", "en"], label: msg`Address (English)` },
      { path: ["society", "phone"], label: msg`Phone` },
      { path: ["supportEmail"], label: msg`Support e-mail`, required: true },
    ],
  },
  {
    key: "domestic",
    title: msg`Domestic bank account (bank transfers in yuan)`,
    fields: [
      { path: ["bankAccounts", "domestic", "accountName"], label: msg`Account name` },
      { path: ["bankAccounts", "domestic", "bank"], label: msg`Bank` },
      { path: ["bankAccounts", "domestic", "accountNumber"], label: msg`Account number` },
    ],
  },
  {
    key: "international",
    title: msg`International bank account`,
    fields: [
      { path: ["bankAccounts", "international", "beneficiary"], label: msg`Beneficiary` },
      { path: ["bankAccounts", "international", "beneficiaryAddress"], label: msg`Beneficiary address` },
      { path: ["bankAccounts", "international", "bank"], label: msg`Bank` },
      { path: ["bankAccounts", "international", "bankAddress"], label: msg`Bank address` },
      { path: ["bankAccounts", "international", "swift"], label: msg`SWIFT code` },
      { path: ["bankAccounts", "international", "accountNumber"], label: msg`Account number` },
    ],
  },
];

/** An empty form: what a server that never stored the settings starts from. */
export const emptySociety: SocietySettingsInput = {
  society: {
    name: { zh: "", en: "" },
    shortName: "",
    taxpayerNumber: "",
    address: { zh: "", en: "" },
    phone: "",
  },
  bankAccounts: {
    domestic: { accountName: "", bank: "", accountNumber: "" },
    international: {
      beneficiary: "",
      beneficiaryAddress: "",
      bank: "",
      bankAddress: "",
      swift: "",
      accountNumber: "",
    },
  },
  supportEmail: "",
};

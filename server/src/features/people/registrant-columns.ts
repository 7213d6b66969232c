import {
  type RegistrantFieldName,
  type RegistrantValues,
  registrantFieldDescriptors,
  registrantFieldNames,
} from "@confreg/shared";
import type { Insertable } from "kysely";
import type { Pii } from "#crypto/pii";
import type { RegistrantDetails } from "#db/tables/registrant-details";

/** Registrant values as columns, by each field's descriptor: its own column, or encrypted beside a hash. */
export function registrantColumns(values: RegistrantValues, pii: Pii) {
  const columns: Record<string, unknown> = {};
  for (const name of registrantFieldNames) {
    const value = values[name];
    if (registrantFieldDescriptors[name].storage === "encrypted") {
      const text = String(value);
      columns[`${name}Enc`] = text ? pii.encrypt(text) : null;
      columns[`${name}Hash`] = text ? pii.idNumberHash(text) : null;
      // A new document: the kiosk job derives its slow look-up hash again (kiosk-hash-job.ts).
      if (name === "idNumber") Object.assign(columns, { kioskIdHash: null });
    } else {
      columns[name] = value;
    }
  }
  return columns as Omit<Insertable<RegistrantDetails>, "studentCard" | "otherMemberCard"> & {
    idNumberHash: string | null;
    kioskIdHash?: null;
  };
}

type StoredRegistrant = { [K in Exclude<RegistrantFieldName, "idNumber">]: unknown } & {
  idNumberEnc: string | null;
};

/** The registrant values a row holds (encrypted fields decrypted: only for masking or an audited view). */
export function registrantValuesOf(row: StoredRegistrant, pii: Pii): RegistrantValues {
  const values: Record<string, unknown> = {};
  for (const name of registrantFieldNames) {
    if (registrantFieldDescriptors[name].storage === "encrypted") {
      const sealed = (row as Record<string, unknown>)[`${name}Enc`];
      values[name] = typeof sealed === "string" ? pii.decrypt(sealed) : "";
    } else {
      values[name] = (row as Record<string, unknown>)[name];
    }
  }
  return values as RegistrantValues;
}

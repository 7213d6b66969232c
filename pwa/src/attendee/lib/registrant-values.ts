import {
  type RegistrantFieldName,
  type RegistrantFields,
  registrantFieldDescriptors,
  registrantFieldNames,
} from "@confreg/shared";

/** What the newRegist form holds: any registrant field, as its descriptor's schema reads it. */
export type FormValues = Partial<RegistrantFields>;

/** A field as the form starts it: its schema's default (gender, document type), else empty text. */
export const blankOf = (name: RegistrantFieldName): unknown =>
  registrantFieldDescriptors[name].schema.safeParse(undefined).data ?? "";

/** Every registrant field at its blank value (what a hidden field is sent and stored as). */
export function blankRegistrant(): RegistrantFields {
  return Object.fromEntries(registrantFieldNames.map((name) => [name, blankOf(name)])) as RegistrantFields;
}

/** Each field of some input parsed by its own schema, blank where it does not parse. */
export function registrantOf(input: Readonly<Record<string, unknown>>): RegistrantFields {
  return Object.fromEntries(
    registrantFieldNames.map((name) => {
      const parsed = registrantFieldDescriptors[name].schema.safeParse(input[name]);
      return [name, parsed.success ? parsed.data : blankOf(name)];
    }),
  ) as RegistrantFields;
}

/**
 * The fields a draft may keep on the device: all but those the server keeps encrypted (the document
 * number), which are retyped in seconds and never rest on a phone (DOMAIN.md §10).
 */
export const draftFieldNames = registrantFieldNames.filter(
  (name) => registrantFieldDescriptors[name].storage !== "encrypted",
);

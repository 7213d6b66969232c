import type { Gender, IdType } from "@confreg/shared";
import type { Generated } from "kysely";

/** A registrant's own details (spec 000 §3): in a registration, and in an attendee's saved registrants. */
export interface RegistrantDetails {
  name: string;
  nameEn: Generated<string>;
  gender: Generated<Gender>;
  /** IdType: which identity document idNumber is (DOMAIN.md §7); idCountry issued a passport. */
  idType: Generated<IdType>;
  idCountry: Generated<string>;
  /** The document number encrypted (Pii.encrypt). */
  idNumberEnc: string | null;
  unit: Generated<string>;
  unitEn: Generated<string>;
  job: Generated<string>;
  position: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  memberNo: Generated<string>;
  otherMemberNo: Generated<string>;
  /** Upload ids of the student card and the other society's member card. */
  studentCard: number | null;
  otherMemberCard: number | null;
}

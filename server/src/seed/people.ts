import { type Gender, IdType, idNumberCheckChar } from "@confreg/shared";

/** Where visitors from abroad come from: their passport's country and their phone's country code. */
const countries = [
  { code: "US", dial: "1" },
  { code: "GB", dial: "44" },
  { code: "DE", dial: "49" },
  { code: "JP", dial: "81" },
  { code: "KR", dial: "82" },
  { code: "SG", dial: "65" },
  { code: "IN", dial: "91" },
] as const;

import {
  femaleGiven,
  foreignMen,
  foreignUnits,
  foreignWomen,
  type Job,
  jobs,
  mailDomains,
  maleGiven,
  phonePrefixes,
  positions,
  regionCodes,
  studentJobs,
  surnames,
  units,
} from "./pools";
import type { Random } from "./random";

/**
 * An 18-character mainland ID number with a valid GB 11643 check character: region, birth date, a sequence
 * number whose last digit is odd for men and even for women, then the check character.
 */
export function generateIdNumber(
  random: Random,
  options: { gender?: Gender; birthYear?: number; region?: string } = {},
): string {
  const region = options.region ?? random.pick(regionCodes);
  const year = options.birthYear ?? random.int(1960, 2002);
  const month = String(random.int(1, 12)).padStart(2, "0");
  const day = String(random.int(1, 28)).padStart(2, "0");
  const gender = options.gender ?? random.int(0, 1);
  const sequence = String(random.int(0, 499) * 2 + (gender === 1 ? 1 : 0)).padStart(3, "0");
  const first17 = `${region}${year}${month}${day}${sequence}`;
  return first17 + idNumberCheckChar(first17);
}

/** An 11-digit mainland mobile number (13x to 19x). */
export function generatePhone(random: Random): string {
  return random.pick(phonePrefixes) + random.digits(8);
}

export type DemoPerson = {
  name: string;
  nameEn: string;
  gender: Gender;
  unit: string;
  unitEn: string;
  job: string;
  position: string;
  email: string;
  phone: string;
  /** The identity document they register with: a mainland ID card, or a passport from abroad. */
  document: { idType: IdType; idNumber: string; idCountry: string };
  isStudent: boolean;
};

/** Makes demo people whose e-mail addresses and phone numbers are unique across the whole seed. */
export class PeopleFactory {
  readonly #random: Random;
  readonly #emails = new Set<string>();
  readonly #phones = new Set<string>();

  constructor(random: Random) {
    this.#random = random;
  }

  chinese(options: { student?: boolean; unit?: readonly [string, string] } = {}): DemoPerson {
    const r = this.#random;
    const gender: Gender = r.chance(0.62) ? 1 : 0;
    const [surname, surnamePinyin] = r.pick(surnames);
    const [given, givenPinyin] = r.pick(gender === 1 ? maleGiven : femaleGiven);
    const job: Job = r.pick(options.student ? studentJobs : jobs);
    const [unit, unitEn] = options.unit ?? r.pick(units);
    return {
      name: surname + given,
      nameEn: `${givenPinyin} ${surnamePinyin}`,
      gender,
      unit,
      unitEn,
      job: job.zh,
      position: options.student ? r.pick(["学生", "硕士研究生", "博士研究生"]) : r.pick(positions),
      email: this.email(`${givenPinyin}.${surnamePinyin}`),
      phone: this.phone(),
      document: {
        idType: IdType.mainland,
        idNumber: generateIdNumber(r, { gender, birthYear: r.int(...job.born) }),
        idCountry: "",
      },
      isStudent: options.student ?? false,
    };
  }

  /** A visitor from abroad: English name and unit, no mainland ID number. */
  foreign(options: { student?: boolean } = {}): DemoPerson {
    const r = this.#random;
    const gender: Gender = r.chance(0.5) ? 1 : 0;
    const [given, family] = r.pick(gender === 1 ? foreignMen : foreignWomen);
    const job = r.pick(options.student ? studentJobs : jobs);
    const name = `${given} ${family}`;
    const country = r.pick(countries);
    return {
      name,
      nameEn: name,
      gender,
      unit: r.pick(foreignUnits),
      unitEn: "",
      job: job.en,
      position: "",
      email: this.email(`${given}.${family}`),
      phone: `00${country.dial}${r.digits(9, true)}`,
      document: {
        idType: IdType.passport,
        idNumber: `${r.chars(1, "EGKNPX")}${r.digits(8)}`,
        idCountry: country.code,
      },
      isStudent: options.student ?? false,
    };
  }

  email(localPart: string): string {
    const base = localPart.toLowerCase().replace(/[^a-z0-9.]/g, "");
    for (let n = 0; ; n++) {
      const email = `${base}${n === 0 ? "" : n}@${this.#random.pick(mailDomains)}`;
      if (!this.#emails.has(email)) {
        this.#emails.add(email);
        return email;
      }
    }
  }

  phone(): string {
    for (;;) {
      const phone = generatePhone(this.#random);
      if (!this.#phones.has(phone)) {
        this.#phones.add(phone);
        return phone;
      }
    }
  }
}

/** The person as the registrant fields of a form have them (member numbers are the registration's). */
export function registrantOf(person: DemoPerson) {
  return {
    name: person.name,
    nameEn: person.nameEn,
    gender: person.gender,
    idType: person.document.idType,
    idCountry: person.document.idCountry,
    idNumber: person.document.idNumber,
    unit: person.unit,
    unitEn: person.unitEn,
    job: person.job,
    position: person.position,
    email: person.email,
    phone: person.phone,
  };
}

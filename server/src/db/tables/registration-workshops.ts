import type { Insertable, Selectable, Updateable } from "kysely";

/** The workshops a registration takes. */
export interface RegistrationWorkshopsTable {
  registrationId: number;
  workshopId: number;
}

export type RegistrationWorkshopRow = Selectable<RegistrationWorkshopsTable>;
export type NewRegistrationWorkshop = Insertable<RegistrationWorkshopsTable>;
export type RegistrationWorkshopUpdate = Updateable<RegistrationWorkshopsTable>;

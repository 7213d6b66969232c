// The auth feature's one door: what other features and the seed use of it.
export { attendeeAccount } from "./auth.service";
export { findAttendeeAccountById, findAttendeeAccountByLogin } from "./find-attendee-account";
export { generatePassword, hashPassword, verifyPassword } from "./password";

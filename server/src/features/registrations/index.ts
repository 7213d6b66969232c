// The registrations feature's one door: what other features and the seed use of it.
export { loadAdminDetail, registrationListPage, registrationRowsPage } from "./admin-views";
export { checkRegistrationInput, registerIn } from "./create-registration";
export { indexAllWaitingKeywords } from "./keyword-index";
export { listExport } from "./list-export";
export { registrationFee } from "./pricing";
export { toAdminRow } from "./registration.mappers";
export { deleteRegistrationIn } from "./registrations.service";

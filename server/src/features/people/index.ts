// The people feature's one door: what other features and the seed use of it.
export { cardImagesOf } from "./card-images";
export { registrantColumns, registrantValuesOf } from "./registrant-columns";
export { registrantCardIssues, writeRegistrationPeople } from "./registration-people";

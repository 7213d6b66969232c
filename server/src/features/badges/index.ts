// The badges feature's one door: what other features and the seed use of it.
export { badgeRowOf } from "./print-list.service";

// The groups feature's one door: what other features and the seed use of it.
export { removeGroupMember } from "./remove-group-member";

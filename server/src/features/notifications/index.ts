// The notifications feature's one door: what other features and the seed use of it.
export { queueMessage } from "./queue-message";

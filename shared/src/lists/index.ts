export * from "./audit-log";
export * from "./declaration";
export * from "./query";

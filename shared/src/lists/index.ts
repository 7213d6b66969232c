export * from "./audit-log";
export * from "./checkin-list";
export * from "./declaration";
export * from "./lodging-list";
export * from "./query";
export * from "./registration-list";

export * from "./audit-log";
export * from "./common-filters";
export * from "./declaration";
export * from "./group-list";
export * from "./invoices";
export * from "./payments";
export * from "./print-list";
export * from "./query";

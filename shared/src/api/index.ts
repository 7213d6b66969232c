export * from "./admin";
export * from "./auth";
export * from "./conference";
export * from "./kiosk";
export * from "./outbox";
export * from "./password-reset";
export * from "./registration-list";
export * from "./upload";

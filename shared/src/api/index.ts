export * from "./admin";
export * from "./auth";
export * from "./conference";
export * from "./kiosk";
export * from "./registration-list";

export * from "./common";
export * from "./conference";
export * from "./registration";

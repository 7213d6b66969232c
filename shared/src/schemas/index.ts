export * from "./common";
export * from "./conference";
export * from "./registration";
export * from "./registration-blocks";

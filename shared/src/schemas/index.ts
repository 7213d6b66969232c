export * from "./common";
export * from "./conference";
export * from "./hotel-window";
export * from "./registration";
export * from "./registration-additional";
export * from "./registration-blocks";

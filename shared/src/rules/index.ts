export * from "./field-issue";
export * from "./offer";
export * from "./registration";

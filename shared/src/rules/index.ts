export * from "./field-issue";
export * from "./offer";
export * from "./registrant-fields";
export * from "./registration";
export * from "./zod-issues";

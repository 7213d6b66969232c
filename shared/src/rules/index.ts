export * from "./field-issue";
export * from "./offer";
export * from "./registration";
export * from "./standing";
export * from "./zod-issues";

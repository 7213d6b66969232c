export * from "./admin";
export * from "./define";
export * from "./group";
export * from "./invoice";
export * from "./lodging";
export * from "./payment";
export * from "./person";
export * from "./registration";

export * from "./group";
export * from "./invoice";
export * from "./machine";
export * from "./payment";
export * from "./payment-guards";
export * from "./registration";

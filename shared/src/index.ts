export * from "./api";
export * from "./enums";
export * from "./errors";
export * from "./i18n";
export * from "./money";
export * from "./schemas";
export * from "./validation";
export * from "./validators";

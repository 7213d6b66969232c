/// <reference types="vite/client" />

/** A part of a language's catalog (build/catalog-parts.ts). */
declare module "virtual:catalog/*" {
  export const messages: import("@lingui/core").Messages;
}

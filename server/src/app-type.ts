/** The server's route types, for the PWA's and kiosk's typed clients (types only; no server code). */
export type { App as AppType } from "./app";

export * from "./base64url";
export * from "./kiosk-events";
export * from "./lookup-cost";
export * from "./qr";

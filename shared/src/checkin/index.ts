export * from "./base64url";
export * from "./lookup-cost";
export * from "./qr";

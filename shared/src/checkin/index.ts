export * from "./base64url";
export * from "./qr";

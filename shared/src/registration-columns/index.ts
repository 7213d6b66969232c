export * from "./columns";
export * from "./format";
export * from "./import";

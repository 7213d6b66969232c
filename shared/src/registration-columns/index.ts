export * from "./columns";
export * from "./format";

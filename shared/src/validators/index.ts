export * from "./contact";
export * from "./id-number";
export * from "./identity";
export * from "./image";
export * from "./invoice";
export * from "./text";

export * from "./contact";
export * from "./id-number";
export * from "./image";
export * from "./invoice";
export * from "./text";

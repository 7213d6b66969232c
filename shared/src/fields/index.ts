export * from "./registrant";

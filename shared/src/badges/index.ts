export * from "./badge-words";
export * from "./choose-template";
export * from "./qr-path";
export * from "./render-svg";
export * from "./template";
export * from "./text-fit";

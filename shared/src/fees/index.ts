export * from "./compute-fee";
export * from "./labels";
export {
  applyFactor,
  chargesBaseFee,
  feeCurrency,
  isEarlyBird,
  matchFeeRow,
  typePrice,
  usesDollars,
  workshopPrice,
} from "./pricing";
export * from "./quote";
export * from "./types";

import { addressInput, addressIssues, addressShown, loadedAreaTree } from "@confreg/shared";
import { checkPart } from "../check";
import type { FormBlock } from "../types";
import { AddressCard } from "./AddressCard";
import { type AddressValue, addressValueFromInput, blankAddressValue, toAddressInput } from "./address-value";

/**
 * The address declaration (`isPersonaddress`, spec 000 §2, §5): residence and workplace by district and
 * street, and the health code image. The districts are checked against the division data once the picker
 * has loaded it (the server always checks them).
 */
export const addressBlock: FormBlock<"address", AddressValue> = {
  key: "address",
  shown: ({ conference }) => addressShown(conference.settings),
  blank: blankAddressValue,
  fromInput: ({ address }) => addressValueFromInput(address),
  toInput: (value) => ({ address: toAddressInput({ ...blankAddressValue(), ...value }) }),
  check: (input, { conference }) =>
    checkPart("address", addressInput, input.address, (address) =>
      addressIssues(conference.settings, address, loadedAreaTree()),
    ),
  Card: AddressCard,
};

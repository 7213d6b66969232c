import type { AddressInput, AddressView, CardImage } from "@confreg/shared";
import { uploadUrl } from "#attendee/registrant/CardImageField";

/** The declaration as the form holds it: the health code with its URL, so the form shows the image. */
export type AddressValue = {
  liveDistrict: string[];
  liveAddress: string;
  workDistrict: string[];
  workAddress: string;
  healthCode: CardImage | null;
};

export const blankAddressValue = (): AddressValue => ({
  liveDistrict: [],
  liveAddress: "",
  workDistrict: [],
  workAddress: "",
  healthCode: null,
});

/** Its part of the request: the image by its upload id. */
export const toAddressInput = (value: AddressValue): AddressInput => ({
  ...value,
  healthCode: value.healthCode?.id ?? null,
});

/** The declaration as stored (the edit form, register_id): the health code by its upload, with its URL. */
export const addressValueFromInput = (input: AddressInput): AddressValue => ({
  liveDistrict: [...input.liveDistrict],
  liveAddress: input.liveAddress,
  workDistrict: [...input.workDistrict],
  workAddress: input.workAddress,
  healthCode: input.healthCode === null ? null : { id: input.healthCode, url: uploadUrl(input.healthCode) },
});

/** What registerDetail shows, as the edit popup starts from it. */
export const addressValueOf = (view: AddressView): AddressValue => ({
  liveDistrict: view.liveDistrict,
  liveAddress: view.liveAddress,
  workDistrict: view.workDistrict,
  workAddress: view.workAddress,
  healthCode: view.healthCode,
});

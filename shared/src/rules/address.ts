import { type AreaPath, type AreaTree, areaLevels, isAreaPath } from "../area/areas";
import type { ConferenceSettings } from "../schemas/conference";
import type { AddressInput } from "../schemas/registration-address";
import { validationIds as v } from "../validation";
import type { FieldIssue } from "./field-issue";

type AddressSettings = Pick<ConferenceSettings, "isPersonaddress">;

/** The address declaration is asked (on the form and on registerDetail) where the conference switches it on. */
export const addressShown = (settings: AddressSettings): boolean => settings.isPersonaddress;

/**
 * A district is complete when it names all three levels and, with the division tree at hand, they are one
 * of its districts (the server always has the tree; the form checks it once loaded).
 */
export const completeDistrict = (path: AreaPath, tree: AreaTree | null): boolean =>
  path.length === areaLevels &&
  path.every((name) => name !== "") &&
  (tree === null || isAreaPath(tree, path));

/**
 * The findings on the address declaration (spec 000 §5 "address/epidemic form", §8): both districts with
 * all three levels and both street addresses ("please check address"), and the health code image ("check
 * huizhanma"). Paths are `address.<field>`. Nothing is asked where the conference does not ask it.
 */
export function addressIssues(
  settings: AddressSettings,
  input: AddressInput,
  tree: AreaTree | null,
): FieldIssue[] {
  if (!addressShown(settings)) return [];
  const checks: [keyof AddressInput, boolean, string][] = [
    ["liveDistrict", completeDistrict(input.liveDistrict, tree), v.address],
    ["liveAddress", input.liveAddress !== "", v.address],
    ["workDistrict", completeDistrict(input.workDistrict, tree), v.address],
    ["workAddress", input.workAddress !== "", v.address],
    ["healthCode", input.healthCode !== null, v.healthCode],
  ];
  return checks.filter(([, ok]) => !ok).map(([field, , code]) => ({ path: `address.${field}`, code }));
}

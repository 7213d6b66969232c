import { addressIssues, addressShown, loadAreaTree } from "@confreg/shared";
import { type AddressPlan, addressPlan, loadAddressInput, writeAddress } from "../registration-address";
import { defineBlock } from "./block";

/**
 * The address declaration (`isPersonaddress`, spec 000 §2, §5): both districts checked against the
 * division data, both street addresses and the health code image (shared rules/address.ts).
 */
export const addressBlock = defineBlock<AddressPlan>({
  name: "address",
  async check({ context, input }) {
    const { settings } = context.conference;
    if (!addressShown(settings)) return { issues: [], plan: null };
    const issues = addressIssues(settings, input.address, await loadAreaTree());
    const { healthCode } = input.address;
    if (issues.length > 0 || healthCode === null) return { issues, plan: null };
    return { issues, plan: addressPlan(input.address, healthCode) };
  },
  async write(tx, plan, { registrationId, conference, actor }) {
    await writeAddress(tx, { id: registrationId, conferenceId: conference.id }, plan, actor);
  },
  async load(db, registrationId, { conference }) {
    return addressShown(conference.settings) ? { address: await loadAddressInput(db, registrationId) } : {};
  },
});

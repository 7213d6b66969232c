import { Trans } from "@lingui/react/macro";
import type { BlockProps } from "../types";
import { AddressFields } from "./AddressFields";
import type { AddressValue } from "./address-value";

/** newRegist's address declaration card (`isPersonaddress`). */
export function AddressCard({ rule }: BlockProps<AddressValue>) {
  return (
    <section className="att-card att-form-card" data-testid="block-address">
      <h2 className="att-card-title">
        <Trans>Address declaration</Trans>
      </h2>
      <AddressFields rule={rule} />
    </section>
  );
}

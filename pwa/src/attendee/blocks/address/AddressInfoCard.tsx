import type { AddressView } from "@confreg/shared";
import { Trans } from "@lingui/react/macro";
import { ImageViewer } from "antd-mobile";
import { useState } from "react";
import { CardHead } from "#attendee/components/CardHead";
import { InfoRows } from "#attendee/components/InfoRows";
import { AddressEditPopup } from "./AddressEditPopup";
import "#attendee/components/sheet.css";

type Props = { registrationId: number; address: AddressView };

/**
 * registerDetail's address card (only where the conference asks for the address): residence and
 * workplace, the health code image, and "fill in" or "edit" in a popup.
 */
export function AddressInfoCard({ registrationId, address }: Props) {
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState(false);
  const empty = address.liveDistrict.length === 0 && address.healthCode === null;
  const place = (district: string[], street: string) =>
    [district.join(" / "), street].filter(Boolean).join(" ");
  return (
    <section className="att-card" data-testid="detail-address">
      <CardHead
        title={<Trans>Address declaration</Trans>}
        action={{
          label: empty ? <Trans>Fill in the address</Trans> : <Trans>Edit the address</Trans>,
          onClick: () => setEditing(true),
          testId: "detail-address-edit",
        }}
      />
      {empty ? (
        <p className="att-muted" data-testid="detail-address-empty">
          <Trans>Not declared yet.</Trans>
        </p>
      ) : (
        <InfoRows
          rows={[
            {
              key: "live",
              label: <Trans>Residence</Trans>,
              value: place(address.liveDistrict, address.liveAddress),
              testId: "detail-address-live",
            },
            {
              key: "work",
              label: <Trans>Workplace</Trans>,
              value: place(address.workDistrict, address.workAddress),
              testId: "detail-address-work",
            },
            {
              key: "healthCode",
              label: <Trans>Exhibition health code</Trans>,
              value: address.healthCode && (
                <button
                  type="button"
                  className="att-thumb"
                  onClick={() => setViewing(true)}
                  data-testid="detail-address-healthCode"
                >
                  <img src={address.healthCode.url} alt="" />
                </button>
              ),
            },
          ]}
        />
      )}
      {address.healthCode && (
        <ImageViewer image={address.healthCode.url} visible={viewing} onClose={() => setViewing(false)} />
      )}
      <AddressEditPopup
        registrationId={registrationId}
        address={address}
        visible={editing}
        onClose={() => setEditing(false)}
      />
    </section>
  );
}

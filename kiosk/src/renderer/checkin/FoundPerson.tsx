import type { CheckinMethod } from "@confreg/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import type { KioskRow } from "#renderer/api/payload";
import type { DeskSettings, StoredEnrolment } from "#renderer/db/db";
import { db } from "#renderer/db/instance";
import { type PersonState, readPersonState } from "#renderer/db/person-state";
import { useLiveQuery } from "#renderer/hooks/use-live-query";
import { recordCheckin, recordOnsitePayment, recordPrint } from "#renderer/queue/record";
import { useScanShown } from "#renderer/scan/scan-marks";
import { checkinAtPoint, mayCheckIn, pendingPayment } from "./checkin-state";
import { OnsitePayment } from "./OnsitePayment";
import { PersonCard } from "./PersonCard";
import { ReprintDialog } from "./ReprintDialog";

type Props = {
  /** The scan on screen (its number on the check-in screen), for its timing (scan-marks.ts). */
  scan: number;
  /** The registration as the scan found it; the card follows it as sync and the queue change it. */
  registration: KioskRow;
  /** The ID number the scan read, masked (lookup.ts): none when the person was found another way. */
  idMasked: string | null;
  /** The person's state at the desk as the scan read it: the card shows it on its first paint. */
  state: PersonState;
  matches: number;
  method: CheckinMethod;
  enrolment: StoredEnrolment;
  settings: DeskSettings;
  /** An event joined the queue: send it now. */
  onQueued: () => void;
  /** Prints the badge on screen; true when it went to the printer. */
  print: () => Promise<boolean>;
  printing: boolean;
  /** A form or dialog of the card needs the keyboard: the search box lets go of the focus meanwhile. */
  onEditing: (editing: boolean) => void;
};

/**
 * A found person and what the desk does with them: check in (at once on scan with auto check-in), print
 * the badge (a reprint asks why), take an onsite payment. Every action is written locally first
 * (queue/record.ts) and shown at once; the queue takes it to the server.
 */
export function FoundPerson(props: Props) {
  const { registration: found, enrolment, settings, onQueued } = props;
  const id = found.id;
  const live = useLiveQuery(
    useCallback(() => readPersonState(db, id), [id]),
    props.state,
  );
  useScanShown(props.scan, live.loaded);
  const [admittedNow, setAdmittedNow] = useState<string | null>(null);
  const [checkingIn, setCheckingIn] = useState(false);
  const [reprinting, setReprinting] = useState(false);
  const autoTried = useRef(false);

  const data = live.loaded ? live.value : null;
  const row = data?.row ?? found;
  const checkin = data ? checkinAtPoint(row, data.local, enrolment.point, enrolment.deviceName) : null;
  const paidHere = data ? pendingPayment(data.queued) : 0;
  const canCheckIn = mayCheckIn(row, paidHere);
  const printed = data?.printed ?? 0;

  const printNow = async (reprint: boolean, reason: string) => {
    if (!(await props.print())) return;
    await recordPrint(db, { registrationId: id, reprint, reason });
    onQueued();
  };

  const checkIn = async () => {
    if (checkingIn) return;
    setCheckingIn(true);
    try {
      const made = await recordCheckin(db, {
        registrationId: id,
        method: props.method,
        operator: settings.operator,
        pointId: enrolment.point?.id ?? null,
      });
      setAdmittedNow(made.clientId);
      onQueued();
      if (settings.printOnCheckIn && printed === 0) await printNow(false, "");
    } finally {
      setCheckingIn(false);
    }
  };

  // Auto check-in: once, when the local state is known, for an eligible person not yet checked in here.
  useEffect(() => {
    if (!data || autoTried.current) return;
    autoTried.current = true;
    if (settings.autoCheckIn && canCheckIn && !checkin) void checkIn();
  });

  const onPrint = () => {
    if (printed > 0) {
      setReprinting(true);
      props.onEditing(true);
    } else void printNow(false, "");
  };
  const closeReprint = () => {
    setReprinting(false);
    props.onEditing(false);
  };

  return (
    <>
      <PersonCard
        registration={row}
        idMasked={props.idMasked}
        matches={props.matches}
        timezone={enrolment.conference.timezone}
        checkin={checkin}
        admittedNow={admittedNow}
        canCheckIn={canCheckIn}
        onCheckIn={() => void checkIn()}
        checkingIn={checkingIn || !data}
        onPrint={onPrint}
        printing={props.printing}
        payment={
          enrolment.conference.isOnsite && (
            <OnsitePayment
              registration={row}
              pending={paidHere}
              onRecord={async (cents) => {
                await recordOnsitePayment(db, {
                  registrationId: id,
                  receivedFee: cents,
                  currency: row.currency,
                  operator: settings.operator,
                });
                onQueued();
              }}
            />
          )
        }
      />
      {reprinting && (
        <ReprintDialog
          name={row.name}
          onClose={closeReprint}
          onPrint={(reason) => {
            closeReprint();
            void printNow(true, reason);
          }}
        />
      )}
    </>
  );
}

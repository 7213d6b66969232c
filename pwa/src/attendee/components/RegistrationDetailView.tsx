import { pickText, type RegistrationDetail } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Tag } from "antd-mobile";
import { useSignedInArea } from "#attendee/attendee-context";
import { AddressInfoCard } from "#attendee/blocks/address/AddressInfoCard";
import { CheckinSection } from "#attendee/checkin/CheckinSection";
import { InvoiceCard } from "#attendee/invoice/InvoiceCard";
import { formatDateTime } from "#attendee/lib/format";
import { useLocale } from "#attendee/lib/locale";
import { registrantRows } from "#attendee/lib/registrant-view";
import { RegistrationPapersCard } from "#attendee/papers/RegistrationPapersCard";
import { CardLinks } from "#attendee/registrant/CardLinks";
import { AdditionalInfoCard } from "./AdditionalInfoCard";
import { InfoRows } from "./InfoRows";
import { PaymentSection } from "./PaymentSection";
import { CheckInTag, SignInTag } from "./StatusTags";
import { SummaryTiles } from "./SummaryTiles";

/**
 * registerDetail's sections (spec 000 §2): summary tiles, the registrant as the form asked for them with
 * the check-in standing, the check-in code and documents, the workshops, the additional information (hotel,
 * answers, travel, award), and the payment when there is something to pay. Personal numbers arrive masked.
 */
export function RegistrationDetailView({ registration: r }: { registration: RegistrationDetail }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { conference } = useSignedInArea();
  const when = (iso: string | null) => formatDateTime(iso, locale, conference.timezone);
  const workshopTitle = pickText(conference.settings.workshopTitle, locale);
  const none = t`None`;
  const registrant = registrantRows(r, conference, i18n, locale).map((row) => ({
    key: row.name,
    label: row.label,
    value: row.value,
    testId: `detail-${row.name}`,
  }));
  return (
    <>
      <SummaryTiles
        tiles={[
          {
            key: "type",
            label: <Trans>Participant type</Trans>,
            value: pickText(r.participantType.title, locale),
            testId: "detail-type",
          },
          {
            key: "workshops",
            label: workshopTitle,
            value: r.workshopCount || none,
            testId: "detail-workshop-count",
          },
          {
            key: "papers",
            label: <Trans>Papers</Trans>,
            value: r.paperCount || none,
            testId: "detail-paper-count",
          },
        ]}
      />

      <section className="att-card">
        <div className="att-card-head">
          <h2 className="att-card-title">
            <Trans>Registration information</Trans>
          </h2>
          <span className="att-reg-tags">
            <Tag color="primary" fill="outline" round data-testid="detail-registered">
              <Trans>Registered</Trans>
            </Tag>
            <SignInTag signedIn={r.isSignIn} testId="detail-sign-in" />
          </span>
        </div>
        <InfoRows
          rows={[
            ...registrant,
            {
              key: "checkIn",
              label: <Trans>Check-in</Trans>,
              value: r.isSignIn ? "" : <CheckInTag checkIn={r.standing.checkIn} testId="detail-check-in" />,
            },
            {
              key: "signIn",
              label: <Trans>Checked in at</Trans>,
              value: when(r.signInTime),
              testId: "detail-sign-in-time",
            },
            {
              key: "created",
              label: <Trans>Created</Trans>,
              value: when(r.createTime),
              testId: "detail-created",
            },
            {
              key: "updated",
              label: <Trans>Updated</Trans>,
              value: when(r.updateTime),
              testId: "detail-updated",
            },
          ]}
        />
        <CardLinks cards={r} conference={conference} locale={locale} testId="detail-images" />
      </section>

      <CheckinSection registration={r} />

      {r.address && <AddressInfoCard registrationId={r.id} address={r.address} />}

      <section className="att-card">
        <h2 className="att-card-title">{workshopTitle}</h2>
        {r.workshops.length === 0 ? (
          <p className="att-muted" data-testid="detail-workshops-none">
            {none}
          </p>
        ) : (
          <ol className="att-workshop-list" data-testid="detail-workshops">
            {r.workshops.map((w) => (
              <li key={w.id}>{pickText(w.title, locale)}</li>
            ))}
          </ol>
        )}
      </section>

      <AdditionalInfoCard additional={r.additional} />

      <RegistrationPapersCard registration={r} />

      {r.standing.fee > 0 && <InvoiceCard registration={r} />}
      {r.standing.fee > 0 && <PaymentSection registration={r} />}
    </>
  );
}

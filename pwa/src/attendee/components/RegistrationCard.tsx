import {
  formatMoney,
  genderLabels,
  pickText,
  type RegistrantFieldName,
  type RegistrationSummary,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "antd-mobile";
import { formatDateTime } from "#attendee/lib/format";
import { useLocale } from "#attendee/lib/locale";
import { registrantRows } from "#attendee/lib/registrant-view";
import type { LoadedConference } from "#attendee/queries/conference";
import { CardLinks } from "#attendee/registrant/CardLinks";
import { InfoRows } from "./InfoRows";
import { ChevronRightIcon } from "./icons";
import { CheckInTag, PayStateTag, SignInTag } from "./StatusTags";

/** What a card lists of the registrant (spec 000 §2); name, gender and job head the card. */
const cardFields = new Set<RegistrantFieldName>([
  "idNumber",
  "email",
  "phone",
  "unit",
  "position",
  "memberNo",
]);

type Props = {
  conference: LoadedConference;
  registration: RegistrationSummary;
  onOpen: () => void;
  onDelete: () => void;
  deleting: boolean;
};

/** One registration of registerList (spec 000 §2): who, status, type, counts, contact and times. */
export function RegistrationCard({ conference, registration: r, onOpen, onDelete, deleting }: Props) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const when = (iso: string) => formatDateTime(iso, locale, conference.timezone);
  const workshopTitle = pickText(conference.settings.workshopTitle, locale);
  const created = when(r.createTime);
  const updated = when(r.updateTime);
  const subtitle = [i18n._(genderLabels[r.gender]), r.job].filter(Boolean).join(" · ");
  const contact = registrantRows(r, conference, i18n, locale)
    .filter((row) => cardFields.has(row.name))
    .map((row) => ({ key: row.name, label: row.label, value: row.value, testId: `card-${row.name}` }));
  return (
    <article className="att-card att-reg-card" data-testid={`registration-card-${r.id}`}>
      <button
        type="button"
        className="att-reg-head"
        onClick={onOpen}
        data-testid={`registration-open-${r.id}`}
      >
        <span className="att-reg-who">
          <span className="att-reg-name" data-testid="card-name">
            {r.name}
            {r.nameEn && r.nameEn !== r.name && <span className="att-reg-name-en">{r.nameEn}</span>}
          </span>
          <span className="att-reg-sub">{subtitle}</span>
        </span>
        <span className="att-reg-tags">
          <PayStateTag state={r.payState} testId="card-pay-status" />
          <SignInTag signedIn={r.isSignIn} testId="card-sign-in" />
        </span>
      </button>
      <dl className="att-reg-stats">
        <div className="att-reg-stat is-wide">
          <dt>
            <Trans>Participant type</Trans>
          </dt>
          <dd data-testid="card-type">{pickText(r.participantType.title, locale)}</dd>
        </div>
        <div className="att-reg-stat">
          <dt>{workshopTitle}</dt>
          <dd data-testid="card-workshops">{r.workshopCount || t`None`}</dd>
        </div>
        <div className="att-reg-stat">
          <dt>
            <Trans>Papers</Trans>
          </dt>
          <dd data-testid="card-papers">{r.paperCount || t`None`}</dd>
        </div>
        <div className="att-reg-stat">
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd data-testid="card-fee" className="att-nowrap">
            {formatMoney(r.totalFee, r.currency, locale)}
          </dd>
        </div>
      </dl>
      <InfoRows
        rows={[
          ...contact,
          {
            key: "checkIn",
            label: <Trans>Check-in</Trans>,
            value: r.isSignIn ? "" : <CheckInTag checkIn={r.checkIn} testId="card-check-in" />,
          },
        ]}
      />
      <CardLinks cards={r} conference={conference} locale={locale} testId="card-images" />
      <p className="att-reg-times">
        <span data-testid="card-created">
          <Trans>Created {created}</Trans>
        </span>
        <span data-testid="card-updated">
          <Trans>Updated {updated}</Trans>
        </span>
      </p>
      <footer className="att-reg-actions">
        {r.canDelete ? (
          <Button
            size="small"
            color="danger"
            fill="none"
            loading={deleting}
            onClick={onDelete}
            data-testid={`registration-delete-${r.id}`}
          >
            <Trans>Delete</Trans>
          </Button>
        ) : (
          <span />
        )}
        <Button size="small" color="primary" fill="none" onClick={onOpen} className="att-reg-more">
          <Trans>Details</Trans>
          <ChevronRightIcon size={16} />
        </Button>
      </footer>
    </article>
  );
}

import {
  formatMoney,
  genderLabels,
  invoiceStatusLabels,
  invoiceTypeLabels,
  payTypeLabels,
  pickText,
  type RegistrationDetail,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Tag } from "antd-mobile";
import { useSignedInArea } from "#attendee/attendee-context";
import { formatDateTime } from "#attendee/lib/format";
import { useLocale } from "#attendee/lib/locale";
import { InfoRows } from "./InfoRows";
import { PayStatusTag, SignInTag } from "./StatusTags";
import { SummaryTiles } from "./SummaryTiles";

/**
 * registerDetail's sections (spec 000 §2): summary tiles, the registration card with its tags, the
 * workshops, and the payment when there is something to pay. Personal numbers arrive masked.
 */
export function RegistrationDetailView({ registration: r }: { registration: RegistrationDetail }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { conference } = useSignedInArea();
  const when = (iso: string | null) => formatDateTime(iso, locale, conference.timezone);
  const workshopTitle = pickText(conference.settings.workshopTitle, locale);
  const none = t`None`;
  const pay = r.payLines[0];
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
            { key: "name", label: <Trans>Name</Trans>, value: r.name, testId: "detail-name" },
            { key: "nameEn", label: <Trans>English name</Trans>, value: r.nameEn, testId: "detail-nameEn" },
            {
              key: "gender",
              label: <Trans>Gender</Trans>,
              value: i18n._(genderLabels[r.gender]),
              testId: "detail-gender",
            },
            {
              key: "id",
              label: <Trans>ID number</Trans>,
              value: r.idNumberMasked,
              testId: "detail-id-number",
            },
            { key: "unit", label: <Trans>Institution</Trans>, value: r.unit, testId: "detail-unit" },
            {
              key: "unitEn",
              label: <Trans>Institution (English)</Trans>,
              value: r.unitEn,
              testId: "detail-unitEn",
            },
            { key: "job", label: <Trans>Job title</Trans>, value: r.job, testId: "detail-job" },
            { key: "position", label: <Trans>Position</Trans>, value: r.position, testId: "detail-position" },
            { key: "email", label: <Trans>E-mail</Trans>, value: r.email, testId: "detail-email" },
            {
              key: "phone",
              label: <Trans>Mobile number</Trans>,
              value: r.phoneMasked,
              testId: "detail-phone",
            },
            {
              key: "member",
              label: <Trans>Member number</Trans>,
              value: r.memberNo,
              testId: "detail-member-no",
            },
            {
              key: "other",
              label: <Trans>Other membership number</Trans>,
              value: r.otherMemberNo,
              testId: "detail-other-member-no",
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
      </section>

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

      {pay && pay.totalFee > 0 && (
        <section className="att-card" data-testid="detail-payment">
          <div className="att-card-head">
            <h2 className="att-card-title">
              <Trans>Payment</Trans>
            </h2>
            <PayStatusTag status={pay.payStatus} testId="detail-pay-status" />
          </div>
          <InfoRows
            rows={[
              {
                key: "amount",
                label: <Trans>Amount due</Trans>,
                value: (
                  <strong className="att-amount">{formatMoney(pay.totalFee, pay.currency, locale)}</strong>
                ),
                testId: "detail-amount",
              },
              {
                key: "received",
                label: <Trans>Amount received</Trans>,
                value: pay.receivedFee > 0 ? formatMoney(pay.receivedFee, pay.currency, locale) : "",
                testId: "detail-received",
              },
              {
                key: "method",
                label: <Trans>Payment method</Trans>,
                value: i18n._(payTypeLabels[pay.payType]),
                testId: "detail-pay-type",
              },
              {
                key: "trade",
                label: <Trans>Order number</Trans>,
                value: pay.outTradeNo,
                testId: "detail-trade-no",
              },
              {
                key: "paid",
                label: <Trans>Paid at</Trans>,
                value: when(pay.payTime),
                testId: "detail-pay-time",
              },
              {
                key: "invoiceType",
                label: <Trans>Invoice type</Trans>,
                value: r.invoice ? i18n._(invoiceTypeLabels[r.invoice.invoiceType]) : "",
                testId: "detail-invoice-type",
              },
              {
                key: "invoiceStatus",
                label: <Trans>Invoice status</Trans>,
                value: r.invoice ? i18n._(invoiceStatusLabels[r.invoice.invoiceStatus]) : "",
                testId: "detail-invoice-status",
              },
            ]}
          />
        </section>
      )}
    </>
  );
}

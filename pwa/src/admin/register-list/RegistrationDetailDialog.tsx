import {
  type AdminRegistrationDetail,
  genderLabels,
  invoiceStatusLabels,
  invoiceTypeLabels,
  payStatusLabels,
  personLevelLabels,
  signInLabels,
} from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Collapse, Descriptions, Empty, Modal, Skeleton, Tag } from "antd";
import type { ReactNode } from "react";
import { formatAmount, formatDateTime, orEmpty, titleOf, useAdminLocale } from "#admin/format";
import { registrationDetailQuery } from "#admin/queries/registrations";
import { invoiceStatusColors, payStatusColors } from "#admin/status-colors";
import { errorText } from "#api/errors";
import { PayLines } from "./PayLines";

type Props = { registrationId: number | null; onClose: () => void };

/** The registration detail panel, read-only (spec 002 §2): one section per subject, personal numbers masked. */
export function RegistrationDetailDialog({ registrationId, onClose }: Props) {
  const { t } = useLingui();
  const detail = useQuery({
    ...registrationDetailQuery(registrationId ?? 0),
    enabled: registrationId !== null,
  });
  return (
    <Modal
      open={registrationId !== null}
      onCancel={onClose}
      width={960}
      centered
      destroyOnHidden
      title={detail.data ? <DialogTitle detail={detail.data} /> : t`Registration details`}
      footer={
        <Button onClick={onClose} data-testid="registration-detail-close">
          <Trans>Close</Trans>
        </Button>
      }
      styles={{ body: { maxHeight: "calc(100vh - 200px)", overflowY: "auto", paddingRight: 4 } }}
    >
      <div data-testid="registration-detail">
        {detail.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
        {detail.isError && (
          <Alert
            type="error"
            showIcon
            title={errorText(detail.error)}
            action={
              <Button size="small" onClick={() => void detail.refetch()}>
                <Trans>Retry</Trans>
              </Button>
            }
          />
        )}
        {detail.data && <DetailSections detail={detail.data} />}
      </div>
    </Modal>
  );
}

function DialogTitle({ detail }: { detail: AdminRegistrationDetail }) {
  const { i18n } = useLingui();
  return (
    <span className="adm-detail-title">
      {detail.name}
      {detail.nameEn && detail.nameEn !== detail.name && <span className="adm-sub">{detail.nameEn}</span>}
      <Tag color={payStatusColors[detail.payStatus]} variant="outlined">
        {i18n._(payStatusLabels[detail.payStatus])}
      </Tag>
      <Tag color={detail.isSignIn ? "success" : "default"} variant="outlined">
        {i18n._(signInLabels[detail.isSignIn ? 1 : 0])}
      </Tag>
    </span>
  );
}

function DetailSections({ detail }: { detail: AdminRegistrationDetail }) {
  const { t, i18n } = useLingui();
  const locale = useAdminLocale();
  const list = (items: { label: string; value: ReactNode; span?: number }[]) => (
    <Descriptions
      bordered
      size="small"
      column={2}
      styles={{ label: { width: 150 } }}
      items={items.map((item, index) => ({
        key: index,
        label: item.label,
        span: item.span ?? 1,
        children: typeof item.value === "string" ? orEmpty(item.value) : item.value,
      }))}
    />
  );
  const workshops = detail.workshops.map((w) => titleOf(w.title, locale)).join(locale === "zh" ? "、" : ", ");

  const sections = [
    {
      key: "attendance",
      label: t`Attendance info`,
      children: list([
        { label: t`Name`, value: detail.name },
        { label: t`English name`, value: detail.nameEn },
        { label: t`Gender`, value: i18n._(genderLabels[detail.gender]) },
        { label: t`Participant type`, value: titleOf(detail.participantType.title, locale) },
        { label: t`Unit`, value: detail.unit },
        { label: t`Unit (English)`, value: detail.unitEn },
        { label: t`Title`, value: detail.job },
        { label: t`Position`, value: detail.position },
        { label: t`E-mail`, value: detail.email },
        { label: t`Phone`, value: <span className="adm-mono">{orEmpty(detail.phoneMasked)}</span> },
        { label: t`ID number`, value: <span className="adm-mono">{orEmpty(detail.idNumberMasked)}</span> },
        {
          label: t`Person level`,
          value: detail.level === null ? "" : i18n._(personLevelLabels[detail.level]),
        },
        { label: t`Member number`, value: detail.memberNo },
        { label: t`Other member number`, value: detail.otherMemberNo },
        {
          label: t`Attendance card number`,
          value: <span className="adm-mono">{orEmpty(detail.cardNumber)}</span>,
        },
        { label: t`Invitation code`, value: detail.invcode },
        { label: t`Workshops`, value: workshops, span: 2 },
      ]),
    },
    {
      key: "payment",
      label: t`Payment info`,
      children: <PayLines lines={detail.payLines} />,
    },
    {
      key: "invoice",
      label: t`Invoice info`,
      children: detail.invoice ? (
        list([
          { label: t`Invoice type`, value: i18n._(invoiceTypeLabels[detail.invoice.invoiceType]) },
          {
            label: t`Invoice status`,
            value: (
              <Tag color={invoiceStatusColors[detail.invoice.invoiceStatus]} variant="outlined">
                {i18n._(invoiceStatusLabels[detail.invoice.invoiceStatus])}
              </Tag>
            ),
          },
          { label: t`Invoice title`, value: detail.invoice.invoiceTitle },
          {
            label: t`Invoice number`,
            value: <span className="adm-mono">{orEmpty(detail.invoice.invoiceNumber)}</span>,
          },
        ])
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`No invoice information`} />
      ),
    },
    {
      key: "registration",
      label: t`Registration info`,
      children: list([
        { label: t`Conference`, value: titleOf(detail.conference.title, locale), span: 2 },
        { label: t`Registration number`, value: <span className="adm-mono">{detail.id}</span> },
        { label: t`Total fee`, value: formatAmount(detail.totalFee, detail.currency, locale) },
        { label: t`Registered at`, value: formatDateTime(detail.createTime) },
        { label: t`Last changed`, value: formatDateTime(detail.updateTime) },
        { label: t`Remark`, value: detail.remark, span: 2 },
      ]),
    },
    {
      key: "signin",
      label: t`Check-in and badge`,
      children: list([
        {
          label: t`Check-in`,
          value: (
            <Tag color={detail.isSignIn ? "success" : "default"} variant="outlined">
              {i18n._(signInLabels[detail.isSignIn ? 1 : 0])}
            </Tag>
          ),
        },
        { label: t`Checked in at`, value: formatDateTime(detail.signInTime) },
      ]),
    },
  ];

  return (
    <Collapse
      className="adm-detail"
      bordered={false}
      styles={{ header: { paddingInline: 4 }, body: { padding: "4px 4px 16px" } }}
      defaultActiveKey={sections.map((s) => s.key)}
      items={sections}
    />
  );
}

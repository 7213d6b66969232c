import { CheckCircleOutlined, PrinterOutlined } from "@ant-design/icons";
import {
  attendanceCardNumber,
  type CheckinDetail,
  checkInReasonLabels,
  validationMessages,
} from "@confreg/shared";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Input, Space, Tag, Tooltip } from "antd";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useBadgePrint } from "#admin/badges/use-badge-print";
import { useConferenceTime } from "#admin/format";
import { useCan } from "#admin/permissions";
import { checkinKeys, useConfirmSignIn, useSaveCardNumber } from "#admin/queries/checkin";
import { errorText } from "#api/errors";

/**
 * The detail panel's sign-in and print part (spec 002 §4, §6): the registration's QR code at 150 × 150,
 * the card number with cards, confirm sign-in (not when signed in or not eligible), print the badge. In
 * check-only mode it comes first and its confirm-payment button stays disabled.
 */
export function CheckinActions({
  detail,
  checkOnly = false,
}: {
  detail: CheckinDetail;
  checkOnly?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { message } = App.useApp();
  const time = useConferenceTime();
  const queryClient = useQueryClient();
  const mayRecord = useCan("checkin.record");
  const mayPrint = useCan("badges.print");
  const signIn = useConfirmSignIn(detail.id);
  const saveCard = useSaveCardNumber(detail.id);
  const [card, setCard] = useState(detail.cardNumber);
  const printing = useBadgePrint(detail.conference.id, [detail.conference.id], () =>
    queryClient.invalidateQueries({ queryKey: checkinKeys.detail(detail.id) }),
  );
  const { eligible, reason } = detail.standing.checkIn;
  const signedInAt = time(detail.signInTime, detail.conference.id);
  const printed = detail.badge.printCount;

  const typed = card.trim();
  const cardValid = attendanceCardNumber.safeParse(typed).success;
  const cardError = typed !== "" && !cardValid ? i18n._(validationMessages.cardNumber) : null;
  // With cards, a number typed in the panel is saved before the sign-in (spec 002 §4).
  const withCard = detail.isCard && typed !== "" && typed !== detail.cardNumber;

  const confirm = () =>
    signIn.mutate(withCard ? { cardNumber: typed } : {}, {
      onSuccess: () => void message.success(t`Signed in`),
      onError: (error) => {
        const reason = errorText(error);
        void message.error(t`Failed to confirm sign-in: ${reason}`);
      },
    });
  const save = () =>
    saveCard.mutate(typed, {
      onSuccess: () => void message.success(t`Card number saved`),
      onError: (error) => {
        const reason = errorText(error);
        void message.error(t`Failed to save card number: ${reason}`);
      },
    });

  return (
    <div className="chk-panel" data-testid="checkin-panel">
      <figure className="chk-qr">
        <QRCodeSVG
          value={detail.badge.qr}
          size={150}
          level="M"
          marginSize={2}
          title={t`Check-in QR code`}
          data-testid="checkin-qr"
          data-payload={detail.badge.qr}
        />
      </figure>
      <div className="chk-body">
        <div className="chk-status">
          {detail.isSignIn ? (
            <Tag color="success" icon={<CheckCircleOutlined />} data-testid="checkin-state">
              <Trans>Signed in at {signedInAt}</Trans>
            </Tag>
          ) : (
            <Tag color={eligible ? "processing" : "warning"} data-testid="checkin-state">
              {i18n._(checkInReasonLabels[reason])}
            </Tag>
          )}
          {printed > 0 && (
            <Tag data-testid="checkin-printed">
              <Plural value={printed} one="Badge printed once" other="Badge printed # times" />
            </Tag>
          )}
        </div>
        {detail.isCard && (
          <div className="chk-card">
            <Input
              value={card}
              onChange={(event) => setCard(event.target.value)}
              onBlur={() => setCard((value) => value.trim())}
              maxLength={10}
              inputMode="numeric"
              placeholder={t`Attendance card number (10 digits)`}
              status={cardError ? "error" : undefined}
              disabled={!mayRecord}
              aria-label={t`Attendance card number`}
              data-testid="checkin-card-number"
            />
            <Button
              onClick={save}
              loading={saveCard.isPending}
              disabled={!mayRecord || !cardValid || typed === detail.cardNumber}
              data-testid="checkin-card-save"
            >
              <Trans>Save card number</Trans>
            </Button>
            {cardError && <div className="chk-card-error">{cardError}</div>}
          </div>
        )}
        <Space wrap>
          <Button
            type="primary"
            icon={<CheckCircleOutlined />}
            onClick={confirm}
            loading={signIn.isPending}
            disabled={!mayRecord || detail.isSignIn || !eligible || (withCard && !cardValid)}
            data-testid="checkin-confirm"
          >
            <Trans>Confirm sign-in</Trans>
          </Button>
          {mayPrint && (
            <Button
              icon={<PrinterOutlined />}
              onClick={() => printing.print([detail.badge])}
              loading={printing.busy}
              data-testid="checkin-print"
            >
              <Trans>Print badge</Trans>
            </Button>
          )}
          {checkOnly && (
            <Tooltip title={t`Payments are confirmed in the payment list`}>
              <Button disabled data-testid="checkin-confirm-payment">
                <Trans>Confirm payment</Trans>
              </Button>
            </Tooltip>
          )}
        </Space>
      </div>
      {printing.view}
    </div>
  );
}

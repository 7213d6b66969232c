import { type BadgeRow, checkInReasonLabels } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Form, Input, Modal } from "antd";
import { useAdminLocale } from "#admin/format";

/** Who needs a reason before printing: those printed before, those who may not check in. */
export type PrintAsk = { rows: BadgeRow[]; reprints: BadgeRow[]; ineligible: BadgeRow[] };
export type PrintReasons = { reprintReason?: string; overrideReason?: string };

type Props = {
  /** null: closed. */
  ask: PrintAsk | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reasons: PrintReasons) => void;
};

/**
 * A print that needs a reason asks for it first (DOMAIN.md §8), each logged with the print: a reprint
 * (its reason goes into the print log), and a badge for someone who may not check in (the kiosk would
 * refuse them: unpaid, under review...), which is audited as an override with its reason.
 */
export function PrintReasonDialog({ ask, busy, onCancel, onSubmit }: Props) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<{ reprintReason?: string; overrideReason?: string }>();
  const zh = useAdminLocale() === "zh";
  const separator = zh ? "、" : ", ";
  const why = (row: BadgeRow) => i18n._(checkInReasonLabels[row.checkIn.reason]);
  const list = (ask?.reprints ?? []).map((row) => row.name).join(separator);
  const refused = (ask?.ineligible ?? [])
    .map((row) => (zh ? `${row.name}（${why(row)}）` : `${row.name} (${why(row)})`))
    .join(separator);
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  const submit = (values: PrintReasons) =>
    onSubmit({ reprintReason: values.reprintReason?.trim(), overrideReason: values.overrideReason?.trim() });
  return (
    <Modal
      open={ask !== null}
      title={t`Print with a reason`}
      okText={t`Print`}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy, ...{ "data-testid": "print-reason-submit" } }}
      // Each print asks afresh: a reason typed for one print is never offered for the next.
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        {refused && (
          <>
            <Alert
              type="error"
              showIcon
              className="bdg-reprint-who"
              data-testid="print-ineligible-who"
              title={<Trans>May not check in yet, the kiosk would refuse: {refused}</Trans>}
            />
            <Form.Item
              name="overrideReason"
              label={t`Why print the badge anyway?`}
              rules={required(t`Please give the reason for printing the badge anyway.`)}
            >
              <Input.TextArea
                rows={2}
                maxLength={200}
                showCount
                placeholder={t`For example: paid in cash at the desk, the receipt follows`}
                data-testid="print-override-reason"
              />
            </Form.Item>
          </>
        )}
        {list && (
          <>
            <Alert
              type="warning"
              showIcon
              className="bdg-reprint-who"
              title={<Trans>A badge has already been printed for: {list}</Trans>}
            />
            <Form.Item
              name="reprintReason"
              label={t`Why is it printed again?`}
              rules={required(t`Please give the reason for printing again.`)}
            >
              <Input.TextArea
                rows={2}
                maxLength={200}
                showCount
                placeholder={t`For example: the badge was lost, or the printer jammed`}
                data-testid="reprint-reason"
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Form, Input, Modal } from "antd";
import { useAdminLocale } from "#admin/format";

type Props = {
  /** The people printed before, by name; null: closed. */
  names: string[] | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

/** A reprint asks for its reason first (DOMAIN.md §8): it goes into the print log with the print. */
export function ReprintReasonDialog({ names, busy, onCancel, onSubmit }: Props) {
  const { t } = useLingui();
  const [form] = Form.useForm<{ reason: string }>();
  const list = (names ?? []).join(useAdminLocale() === "zh" ? "、" : ", ");
  return (
    <Modal
      open={names !== null}
      title={t`Print again`}
      okText={t`Print again`}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy, ...{ "data-testid": "reprint-submit" } }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        className="bdg-reprint-who"
        title={<Trans>A badge has already been printed for: {list}</Trans>}
      />
      <Form form={form} layout="vertical" onFinish={({ reason }) => onSubmit(reason.trim())}>
        <Form.Item
          name="reason"
          label={t`Why is it printed again?`}
          rules={[
            { required: true, whitespace: true, message: t`Please give the reason for printing again.` },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={t`For example: the badge was lost, or the printer jammed`}
            data-testid="reprint-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

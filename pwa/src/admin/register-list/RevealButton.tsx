import { EyeOutlined } from "@ant-design/icons";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Popconfirm } from "antd";
import { errorText } from "#api/errors";

type Reveal = {
  mutate: () => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
};

/**
 * "Show full numbers" for accounts allowed to (personalData.reveal): one record at a time, on request,
 * and the server records every such view (DOMAIN.md §9). Asks first, and says so after.
 */
export function RevealButton({ reveal }: { reveal: Reveal }) {
  const { t } = useLingui();
  if (reveal.isSuccess) return null;
  // Clicks here (the confirmation too: portals bubble through React) must not fold the section header.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only stops bubbling
    <span onClick={(event) => event.stopPropagation()}>
      <Popconfirm
        title={t`Show the full document and phone numbers?`}
        description={t`Each view of full numbers is recorded in the audit log.`}
        okText={t`Show`}
        cancelText={t`Cancel`}
        onConfirm={() => reveal.mutate()}
      >
        <Button
          size="small"
          icon={<EyeOutlined />}
          loading={reveal.isPending}
          data-testid="reveal-personal-data"
        >
          <Trans>Show full numbers</Trans>
        </Button>
      </Popconfirm>
    </span>
  );
}

/** What follows a reveal: that the view was recorded, or why it failed. */
export function RevealNotice({ reveal }: { reveal: Reveal }) {
  const { t } = useLingui();
  if (reveal.isError)
    return <Alert type="error" showIcon title={errorText(reveal.error)} className="adm-reveal-note" />;
  if (!reveal.isSuccess) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="adm-reveal-note"
      title={t`Full numbers are shown. This view has been recorded in the audit log.`}
      data-testid="reveal-recorded"
    />
  );
}

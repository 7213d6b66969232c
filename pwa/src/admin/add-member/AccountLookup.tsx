import { SearchOutlined } from "@ant-design/icons";
import type { AttendeeLookupResult } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Input, Space, Tag } from "antd";
import { useState } from "react";
import { useFindParticipant } from "#admin/queries/registration-edit";
import { errorText } from "#api/errors";

type Props = {
  conferenceId: number;
  account: AttendeeLookupResult | null;
  onChange: (account: AttendeeLookupResult | null) => void;
};

/**
 * Whose registration it is (register/findparticipant): the attendee account that signs in with exactly
 * this e-mail or mobile number, or none. Never a list to browse; each look-up is recorded.
 */
export function AccountLookup({ conferenceId, account, onChange }: Props) {
  const { t } = useLingui();
  const find = useFindParticipant(conferenceId);
  const [login, setLogin] = useState("");
  if (account)
    return (
      <Space>
        <Tag color="blue" data-testid="member-account">
          {account.login}
        </Tag>
        <Button size="small" onClick={() => onChange(null)}>
          <Trans>Register without an account</Trans>
        </Button>
      </Space>
    );
  return (
    <div>
      <Space.Compact style={{ maxWidth: 480, width: "100%" }}>
        <Input
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          onPressEnter={() => login.trim() && find.mutate(login, { onSuccess: onChange })}
          placeholder={t`The attendee's sign-in e-mail or mobile number`}
          data-testid="member-lookup"
        />
        <Button
          icon={<SearchOutlined />}
          loading={find.isPending}
          disabled={!login.trim()}
          onClick={() => find.mutate(login, { onSuccess: onChange })}
          data-testid="member-lookup-find"
        >
          <Trans>Find account</Trans>
        </Button>
      </Space.Compact>
      <p className="adm-sub">
        <Trans>Optional: without an account, the registration belongs to no attendee.</Trans>
      </p>
      {find.isError && <Alert type="warning" showIcon title={errorText(find.error)} />}
    </div>
  );
}

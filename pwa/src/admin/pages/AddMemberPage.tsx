import { UserAddOutlined } from "@ant-design/icons";
import { type AdminRegistrationDetail, type AttendeeLookupResult, addMemberInput } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { App, Card } from "antd";
import { useState } from "react";
import { AccountLookup } from "#admin/add-member/AccountLookup";
import { blankRegistration } from "#admin/add-member/blank-input";
import { ChooseConference } from "#admin/components/ChooseConference";
import { PageHead } from "#admin/components/PageHead";
import { titleOf, useAdminLocale } from "#admin/format";
import { conferenceViewQuery, useAddRegisteredMember } from "#admin/queries/registration-edit";
import { FormPage } from "#admin/register-edit/FormPage";
import { RegistrationForm } from "#admin/register-edit/RegistrationForm";
import { useSaveFlow } from "#admin/register-edit/use-save-flow";
import { scopeOf } from "#admin/scope";

/**
 * Add registered member (addRegisterMember, and the old direct addNewRegisterMember; spec 002 §2): the
 * registration form for a person, optionally theirs by their attendee account; the attendee's checks,
 * at any time. 新增成功！ or 新增失败！ with the reason.
 */
export function AddMemberPage() {
  const { t } = useLingui();
  const { conferenceId } = useParams({ from: "/$conferenceId/manager/home" });
  const scope = scopeOf(conferenceId);
  if (scope === "all")
    return (
      <div className="adm-page">
        <PageHead
          title={<Trans>Add registered member</Trans>}
          sub={<Trans>Choose the conference first</Trans>}
        />
        <ChooseConference
          page="addRegisterMember"
          icon={<UserAddOutlined />}
          description={t`A registration belongs to one conference.`}
          testId="add-member-choose"
        />
      </div>
    );
  return <AddMemberForm conferenceId={scope} />;
}

function AddMemberForm({ conferenceId }: { conferenceId: number }) {
  const { t } = useLingui();
  const { message } = App.useApp();
  const locale = useAdminLocale();
  const conference = useQuery(conferenceViewQuery(conferenceId));
  const add = useAddRegisteredMember(conferenceId);
  const [account, setAccount] = useState<AttendeeLookupResult | null>(null);
  const [round, setRound] = useState(0);
  const { submit, serverIssues } = useSaveFlow<AdminRegistrationDetail>(
    ({ keepIdNumber: _id, keepPhone: _phone, ...input }, handlers) =>
      add.mutate({ ...input, accountId: account?.id ?? null }, handlers),
    {
      done: (created) => {
        void message.success(t`Added! ${created.name} is registered.`, 6);
        setAccount(null);
        setRound((n) => n + 1);
      },
      failed: t`Failed to add!`,
    },
  );
  const head = (
    <PageHead
      title={<Trans>Add registered member</Trans>}
      sub={conference.data ? titleOf(conference.data.title, locale) : null}
      titleTestId="add-member-title"
    />
  );
  return (
    <FormPage
      head={head}
      error={conference.error}
      onRetry={() => void conference.refetch()}
      ready={conference.data !== undefined}
    >
      {() =>
        conference.data && (
          <>
            <Card className="adm-card re-section" size="small" title={t`Attendee account`}>
              <AccountLookup conferenceId={conferenceId} account={account} onChange={setAccount} />
            </Card>
            <RegistrationForm
              key={round}
              conference={conference.data}
              initial={blankRegistration(conference.data)}
              schema={addMemberInput}
              pricedAt={new Date(conference.data.now)}
              locked={[]}
              serverIssues={serverIssues}
              saving={add.isPending}
              onSave={submit}
              actions={null}
            />
          </>
        )
      }
    </FormPage>
  );
}

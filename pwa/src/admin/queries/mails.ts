import type { InvoiceReminderResult, RegistrationMailList } from "@confreg/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { registrationKeys } from "./registrations";

export const mailKeys = {
  list: (registrationId: number) => [...registrationKeys.detail(registrationId), "mails"] as const,
};

/** A registration's mail list (registerMailList), newest first. */
export const registrationMailsQuery = (registrationId: number) =>
  queryOptions({
    queryKey: mailKeys.list(registrationId),
    queryFn: (): Promise<RegistrationMailList> =>
      unwrap(api.api.admin.registrations[":id"].mails.$get({ param: { id: String(registrationId) } })),
    staleTime: 0,
  });

/**
 * Sends an unsent message now, or deletes it (sendEmail, deleteEmail): the server answers the updated
 * mail list, which replaces the one on screen.
 */
export function useMailAction(registrationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mailId, action }: { mailId: number; action: "send" | "delete" }) => {
      const mail = api.api.admin.mails[":id"];
      const param = { id: String(mailId) };
      return unwrap<RegistrationMailList>(
        action === "send" ? mail.send.$post({ param }) : mail.$delete({ param }),
      );
    },
    onSuccess: (list) => queryClient.setQueryData(mailKeys.list(registrationId), list),
    // A refusal (sent meanwhile, deleted by a colleague) leaves the list stale: read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: mailKeys.list(registrationId) }),
  });
}

/** Reminds the conference's paid registrations that lack invoice information (invoiceSms). */
export function useInvoiceReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conferenceId: number): Promise<InvoiceReminderResult> =>
      unwrap(
        api.api.admin.conferences[":conferenceId"]["invoice-reminder"].$post({
          param: { conferenceId: String(conferenceId) },
        }),
      ),
    // The reminders show in each reminded registration's mail list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.details() }),
  });
}

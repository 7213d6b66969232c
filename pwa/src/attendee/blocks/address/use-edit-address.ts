import type { AddressInput } from "@confreg/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#api/client";
import { registrationKeys } from "#attendee/queries/registrations";

/** registerDetail's "fill address info": saves the declaration, and the detail shows what was saved. */
export function useEditAddress(registrationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: AddressInput) =>
      unwrap(
        api.api.registrations[":id"].address.$put({
          param: { id: String(registrationId) },
          json: address,
        }),
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(registrationKeys.detail(registrationId), detail);
    },
  });
}

import { userApi } from '@shared/api/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveUserRequest } from '@shared/schemas/user';
import { call } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** User/Save: answers the bit mask of the changed items; the form's starting values are read again. */
export function useSaveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUserRequest) => call(userApi.save, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.registeredInfo }),
  });
}

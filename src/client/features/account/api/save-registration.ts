import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveUserRequest } from '@shared/schemas/user';
import { callData } from '@client/lib/api-client';
import { registeredInfoQuery } from './get-registered-info';

/** User/Save: answers the bit mask of the changed items; the form's starting values are read again. */
export function useSaveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUserRequest) => callData<number>('User/Save', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registeredInfoQuery.queryKey }),
  });
}

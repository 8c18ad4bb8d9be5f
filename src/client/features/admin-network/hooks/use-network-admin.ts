import { useState } from 'react';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';

/**
 * What admins do with one list of the network (areas, stops, courses, categories): one form at a
 * time (a new item or one to change) and deleting after a confirmation, which the server refuses
 * for an item still in use.
 */
export function useNetworkAdmin<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const action = useStaffAction({ invalidates: [queryKeys.admin.network] });
  const remove = (confirmText: string, work: () => Promise<unknown>, doneText: string) => {
    if (!window.confirm(confirmText)) return;
    void action.run(async () => {
      await work();
      return doneText;
    });
  };
  const saved = (text: string) => {
    setEditing(null);
    action.showDone(text);
  };
  return { action, editing, edit: setEditing, cancel: () => setEditing(null), saved, remove };
}

export type NetworkAdmin<T> = ReturnType<typeof useNetworkAdmin<T>>;

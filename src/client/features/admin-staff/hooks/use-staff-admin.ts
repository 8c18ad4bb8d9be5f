import { useState } from 'react';
import { t } from '@shared/i18n/console/staff';
import { t as tShell } from '@shared/i18n/console/shell';
import type { StaffRoleName } from '@shared/schemas/admin';
import type { IssuedPassword, StaffAccount } from '@shared/schemas/admin-staff';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { resetStaffPassword, setStaffDisabled, setStaffRole, unlockStaff } from '../api/staff-accounts';

/** A password the server issued, with whether it replaced one (reset) or came with a new account. */
export interface ShownPassword {
  issued: IssuedPassword;
  reset: boolean;
}

/**
 * What admins do on スタッフ: add an account (one form at a time), change a role, stop or resume
 * an account, lift its lock, reset its password. A password the server issues is shown once, in a
 * panel that stays until staff close it. Every change goes through one staff action.
 */
export function useStaffAdmin() {
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  // the audit log's staff filter lists the accounts too
  const action = useStaffAction({ invalidates: [queryKeys.admin.staffAccounts, queryKeys.admin.staff] });

  const closeShown = () => {
    if (shown && !window.confirm(t('issued.closeConfirm', { loginId: shown.issued.account.loginId }))) return;
    setShown(null);
  };
  const changeRole = (a: StaffAccount, role: StaffRoleName) => {
    const roleName = tShell(`roles.${role}`);
    if (!window.confirm(t('confirm.role', { loginId: a.loginId, role: roleName }))) return;
    void action.run(async () => {
      await setStaffRole(a.id, role);
      return t('done.role', { loginId: a.loginId, role: roleName });
    });
  };
  const setDisabled = (a: StaffAccount, disabled: boolean) => {
    if (disabled && !window.confirm(t('confirm.disable', { loginId: a.loginId }))) return;
    void action.run(async () => {
      await setStaffDisabled(a.id, disabled);
      return t(disabled ? 'done.disabled' : 'done.enabled', { loginId: a.loginId });
    });
  };
  const unlock = (a: StaffAccount) =>
    void action.run(async () => {
      await unlockStaff(a.id);
      return t('done.unlocked', { loginId: a.loginId });
    });
  const reset = (a: StaffAccount) => {
    if (!window.confirm(t('confirm.reset', { loginId: a.loginId }))) return;
    void action.run(async () => {
      const issued = await resetStaffPassword(a.id);
      setShown({ issued, reset: true });
      return t('done.reset', { loginId: a.loginId });
    });
  };
  const added = (issued: IssuedPassword) => {
    setAdding(false);
    setShown({ issued, reset: false });
    action.showDone(t('done.added', { loginId: issued.account.loginId }));
  };
  const cancelAdding = () => {
    setAdding(false);
    requestAnimationFrame(() => document.getElementById('staff-new')?.focus());
  };

  return {
    action,
    adding,
    startAdding: () => setAdding(true),
    cancelAdding,
    added,
    shown,
    closeShown,
    changeRole,
    setDisabled,
    unlock,
    reset,
  };
}

import { useState } from 'react';
import { t } from '@shared/i18n/learner/ui';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';

interface Props {
  className: string;
  onSignOut: () => void;
  /** a booking is under way: ask before its choices are dropped (PRODUCT.md §3) */
  confirm?: boolean;
}

/** 「ログアウト」 of both areas (SPEC.md §2 calls the phone's 「ログイン」; PRODUCT.md §3 names it as it is). */
export function SignOutButton({ className, onSignOut, confirm = false }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => (confirm ? setAsking(true) : onSignOut())}>
        {t('signOut')}
      </button>
      {confirm && (
        <ConfirmDialog
          open={asking}
          title={t('signOutConfirm.title')}
          text={t('signOutConfirm.text')}
          confirmLabel={t('signOutConfirm.confirm')}
          cancelLabel={t('signOutConfirm.cancel')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onSignOut();
          }}
        />
      )}
    </>
  );
}

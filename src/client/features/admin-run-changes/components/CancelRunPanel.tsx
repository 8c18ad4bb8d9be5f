import { useState } from 'react';
import { t } from '@shared/i18n/console/run-changes';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { cancelRun } from '../api/run-changes';
import { useRunChange } from '../hooks/use-run-change';

interface Props {
  runId: number;
  /** active bookings of the run, named in the question */
  bookings: number;
}

/** 運休: asks once more, then cancels every booking of the run; the server mails each learner. */
export function CancelRunPanel({ runId, bookings }: Props) {
  const [asking, setAsking] = useState(false);
  const cancel = useRunChange(runId);
  const confirm = () => {
    setAsking(false);
    void cancel.run(
      () => cancelRun(runId),
      (result) => t('cancel.done', { count: result.bookings, mailed: result.mailed }),
    );
  };
  return (
    <section className="admin-panel run-change" aria-labelledby="run-cancel-title">
      <h2 id="run-cancel-title">{t('cancel.title')}</h2>
      <p className="hint">{t('cancel.hint')}</p>
      <ActionOutcome done={cancel.done} problem={cancel.problem} />
      {asking ? (
        <div role="group" aria-labelledby="run-cancel-question">
          <p id="run-cancel-question">
            <strong>{t('cancel.confirm', { count: bookings })}</strong>
          </p>
          <button type="button" className="button button-primary" onClick={confirm}>
            {t('cancel.yes')}
          </button>{' '}
          <button type="button" className="button" onClick={() => setAsking(false)}>
            {t('cancel.no')}
          </button>
        </div>
      ) : (
        <button type="button" className="button" aria-disabled={cancel.busy} onClick={() => setAsking(true)}>
          {t('cancel.button')}
        </button>
      )}
    </section>
  );
}

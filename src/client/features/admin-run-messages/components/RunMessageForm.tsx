import { useId, type FormEvent } from 'react';
import { t } from '@shared/i18n/console/run-messages';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { rideDateLabel } from '@client/lib/labels';
import { useRunMessageCompose, type MessageRun } from '../hooks/use-run-message-compose';

interface Props {
  run: MessageRun;
  /** the run's date has passed: nothing may be sent (964) */
  past?: boolean;
}

/**
 * Compose a message to a run's riders: the kind with its template, the text, a preview as the
 * learners' menu shows it, then a confirm naming how many it reaches.
 */
export function RunMessageForm({ run, past = false }: Props) {
  const compose = useRunMessageCompose(run);
  const id = useId();
  const blocked = past || run.riders === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) compose.ask();
  };
  const confirmParams = { run: run.binName, date: rideDateLabel(run.date), count: run.riders };
  return (
    <form noValidate className="run-message-form" onSubmit={submit}>
      <p className="hint">{t('hint')}</p>
      <ActionOutcome done={compose.action.done} problem={compose.action.problem} />
      {blocked ? (
        <p className="alert alert-info">{t(past ? 'past' : 'noRiders')}</p>
      ) : (
        <>
          <fieldset className="run-message-kinds">
            <legend>{t('kind.legend')}</legend>
            {compose.kinds.map((kind) => (
              <label key={kind}>
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={kind}
                  checked={compose.kind === kind}
                  onChange={() => compose.setKind(kind)}
                />{' '}
                {t(`kind.${kind}`)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-body`}>{t('body')}</label>
            <textarea
              id={`${id}-body`}
              rows={3}
              value={compose.body}
              aria-describedby={`${id}-body-hint ${id}-length`}
              onChange={(e) => compose.setBody(e.target.value)}
            />
            <p className="hint" id={`${id}-body-hint`}>
              {t('bodyHint')}{' '}
              <span
                id={`${id}-length`}
                className={compose.length > compose.maxLength ? 'run-message-over' : undefined}
              >
                {t('length', { count: compose.length, max: compose.maxLength })}
              </span>
            </p>
          </div>
          <section className="run-message-preview" aria-labelledby={`${id}-preview`}>
            <h3 id={`${id}-preview`}>{t('preview.title')}</h3>
            <p className="run-message-preview-line">
              {t('preview.line', {
                kind: t(`kind.${compose.kind}`),
                date: rideDateLabel(run.date),
                run: run.binName,
              })}
            </p>
            <p className="run-message-preview-body">{compose.body.trim() || t('preview.empty')}</p>
          </section>
          <button type="submit" className="button button-primary" aria-disabled={compose.action.busy}>
            {t('send')}
          </button>
        </>
      )}
      <ConfirmDialog
        open={compose.asking}
        title={t('confirm.title')}
        text={t('confirm.text', confirmParams)}
        confirmLabel={t('confirm.yes', confirmParams)}
        cancelLabel={t('confirm.no')}
        onConfirm={() => void compose.send()}
        onCancel={compose.cancelAsk}
      />
    </form>
  );
}

import { t } from '@shared/i18n/console/run-messages';
import type { MessageRun } from '../hooks/use-run-message-compose';
import { RunMessageForm } from './RunMessageForm';
import { RunMessageHistory } from './RunMessageHistory';

interface Props {
  run: MessageRun;
  /** the run's date has passed: the history only */
  past?: boolean;
}

/** The run page's message to its riders (issue 26 §3): compose, then what was sent before. */
export function RunMessagePanel({ run, past = false }: Props) {
  return (
    <section className="admin-panel run-messages" aria-labelledby="run-messages-title">
      <h2 id="run-messages-title">{t('title')}</h2>
      <RunMessageForm run={run} past={past} />
      <h3>{t('history.title')}</h3>
      <RunMessageHistory runId={run.runId} />
    </section>
  );
}

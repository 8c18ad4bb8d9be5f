import { useEffect, useId, useRef, useState } from 'react';
import { t } from '@shared/i18n/console/run-messages';
import type { MessageRun } from '../hooks/use-run-message-compose';
import { RunMessageForm } from './RunMessageForm';

interface Props {
  run: MessageRun;
  /** the opening button's class, e.g. 'button button-small' on a board row */
  buttonClassName?: string;
  /** the short label of a narrow place (a board row); the full name stays for screen readers */
  short?: boolean;
}

/**
 * A button that opens the compose of a message to one run's riders in a modal (for the board's
 * rows): the same form as the run page's panel. It stays open after sending, so the outcome is
 * read where it was pressed; closing and opening again starts a new message.
 */
export function RunMessageDialog({ run, buttonClassName = 'button button-small', short = false }: Props) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-haspopup="dialog"
        aria-label={t('openFor', { run: run.binName })}
        onClick={() => setOpen(true)}
      >
        {short ? t('openShort') : t('open')}
      </button>
      <dialog
        ref={dialog}
        className="confirm-dialog run-message-dialog"
        aria-labelledby={titleId}
        onCancel={(event) => {
          // Escape: closed through the state, so that it and the element agree
          event.preventDefault();
          setOpen(false);
        }}
      >
        <h2 id={titleId} className="confirm-dialog-title">
          {t('dialogTitle', { run: run.binName })}
        </h2>
        {open && <RunMessageForm run={run} />}
        <div className="confirm-dialog-buttons">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('close')}
          </button>
        </div>
      </dialog>
    </>
  );
}

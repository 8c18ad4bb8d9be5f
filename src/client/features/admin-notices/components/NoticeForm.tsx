import { useState, type FormEvent, type ReactNode } from 'react';
import { t } from '@shared/i18n/console/notices';
import { NOTICE_LIMITS, type StaffNotice } from '@shared/schemas/admin-notices';
import { Alert } from '@client/components/ui/Alert';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { useStaffAction } from '@client/lib/use-staff-action';
import { saveNotice } from '../api/notices';

/** 'YYYY-MM-DDTHH:MM' in Japan time of an ISO instant (a datetime-local field's value). */
export function japanLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16);
}

export interface NoticeDraft {
  subject: string;
  body: string;
  /** ISO instant of the start, for the preview */
  startAt: string;
}

interface Props {
  notice: StaffNotice | null;
  /** the form's current text as learners would see it */
  preview: (draft: NoticeDraft) => ReactNode;
  onSaved: (notice: StaffNotice) => void;
  onCancel: () => void;
}

/** Create or edit a notice: subject, body, start and optional end (Japan time), with a live preview. */
export function NoticeForm({ notice, preview, onSaved, onCancel }: Props) {
  const [subject, setSubject] = useState(notice?.subject ?? '');
  const [body, setBody] = useState(notice?.body ?? '');
  const [startAt, setStartAt] = useState(japanLocal(notice?.startAt ?? new Date().toISOString()));
  const [endAt, setEndAt] = useState(notice?.endAt ? japanLocal(notice.endAt) : '');
  const save = useStaffAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(() =>
      saveNotice({ id: notice?.id, subject, body, startAt, endAt: endAt || null }),
    );
    if (saved) onSaved(saved);
  };
  const startIso = new Date(`${startAt}:00+09:00`).toISOString();
  return (
    <div className="notice-editor">
      <form className="admin-panel" onSubmit={(e) => void submit(e)} aria-labelledby="notice-form-title">
        <h2 id="notice-form-title">{notice ? t('form.editTitle') : t('form.newTitle')}</h2>
        {save.problem && <Alert>{save.problem}</Alert>}
        <div className="field">
          <label htmlFor="notice-subject">{t('form.subject', { max: NOTICE_LIMITS.subject })}</label>
          <input
            ref={focusOnMount}
            id="notice-subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="notice-body">{t('form.body', { max: NOTICE_LIMITS.body })}</label>
          <textarea
            id="notice-body"
            rows={8}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            required
          />
          <p className="hint">{t('form.bodyLength', { count: [...body].length, max: NOTICE_LIMITS.body })}</p>
        </div>
        <div className="notice-times">
          <div className="field">
            <label htmlFor="notice-start">{t('form.startAt')}</label>
            <input
              id="notice-start"
              type="datetime-local"
              value={startAt}
              onChange={(e) => setStartAt(e.target.value)}
              required
            />
          </div>
          <div className="field">
            <label htmlFor="notice-end">{t('form.endAt')}</label>
            <input
              id="notice-end"
              type="datetime-local"
              value={endAt}
              onChange={(e) => setEndAt(e.target.value)}
            />
          </div>
        </div>
        <div className="admin-toolbar">
          <button type="submit" className="button button-primary" disabled={save.busy}>
            {notice ? t('form.save') : t('form.publish')}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        </div>
      </form>
      <section className="notice-preview" aria-labelledby="notice-preview-title">
        <h2 id="notice-preview-title">{t('preview.title')}</h2>
        {preview({
          subject: subject || t('preview.noSubject'),
          body: body || t('preview.noBody'),
          startAt: Number.isNaN(Date.parse(startIso)) ? new Date().toISOString() : startIso,
        })}
      </section>
    </div>
  );
}

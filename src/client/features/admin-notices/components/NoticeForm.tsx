import { useState, type FormEvent, type ReactNode } from 'react';
import { NOTICE_LIMITS, type StaffNotice } from '@shared/schemas/admin-notices';
import { focusOnMount } from '@client/lib/focus-on-mount';
import { failureText } from '@client/lib/refusal-text';
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
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onSaved(await saveNotice({ id: notice?.id, subject, body, startAt, endAt: endAt || null }));
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const startIso = new Date(`${startAt}:00+09:00`).toISOString();
  return (
    <div className="notice-editor">
      <form className="admin-panel" onSubmit={(e) => void submit(e)} aria-labelledby="notice-form-title">
        <h2 id="notice-form-title">{notice ? 'お知らせの編集' : 'お知らせの作成'}</h2>
        {problem && (
          <p role="alert" className="alert alert-error">
            {problem}
          </p>
        )}
        <div className="field">
          <label htmlFor="notice-subject">件名（{NOTICE_LIMITS.subject}文字以内）</label>
          <input
            ref={focusOnMount}
            id="notice-subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="notice-body">本文（{NOTICE_LIMITS.body}文字以内）</label>
          <textarea
            id="notice-body"
            rows={8}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            required
          />
          <p className="hint">
            {[...body].length} / {NOTICE_LIMITS.body} 文字
          </p>
        </div>
        <div className="notice-times">
          <div className="field">
            <label htmlFor="notice-start">掲載開始</label>
            <input
              id="notice-start"
              type="datetime-local"
              value={startAt}
              onChange={(e) => setStartAt(e.target.value)}
              required
            />
          </div>
          <div className="field">
            <label htmlFor="notice-end">掲載終了（任意）</label>
            <input
              id="notice-end"
              type="datetime-local"
              value={endAt}
              onChange={(e) => setEndAt(e.target.value)}
            />
          </div>
        </div>
        <div className="admin-toolbar">
          <button type="submit" className="button button-primary" disabled={busy}>
            {notice ? '保存する' : '掲載する'}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            やめる
          </button>
        </div>
      </form>
      <section className="notice-preview" aria-labelledby="notice-preview-title">
        <h2 id="notice-preview-title">プレビュー（教習生の画面）</h2>
        {preview({
          subject: subject || '（件名）',
          body: body || '（本文）',
          startAt: Number.isNaN(Date.parse(startIso)) ? new Date().toISOString() : startIso,
        })}
      </section>
    </div>
  );
}

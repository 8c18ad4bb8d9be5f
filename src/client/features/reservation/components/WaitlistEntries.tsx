import { useEffect, useRef, useState } from 'react';
import { t } from '@shared/i18n/learner/waitlist';
import type { WaitlistEntry } from '@shared/schemas/waitlist';
import { Alert } from '@client/components/ui/Alert';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { directionWithDestination, placeTerm, rideDateLabel } from '@client/lib/labels';
import { writeFailureText } from '@client/lib/refusal-text';
import { shownPeriod, type NameVisibility } from '../utils/shown-names';
import { useCancelWaitlist } from '../api/cancel-waitlist';
import { useWaitlist } from '../api/get-waitlist';
import { closesAtText } from '../utils/closes-at';
import { entryRide } from '../utils/waitlist-ride';

/** 「06月02日(火) 往路（学校行き） 5時限」: which ride an entry waits for, in one line. */
function rideName(entry: WaitlistEntry, view: NameVisibility): string {
  return [rideDateLabel(entry.date), directionWithDestination(entry.upDown), shownPeriod(view, entry)]
    .filter(Boolean)
    .join(' ');
}

function stateText(entry: WaitlistEntry): string {
  if (entry.status === 'waiting') return t('list.place', { place: entry.place ?? 1, waiting: entry.waiting });
  return entry.status === 'closed' ? t('list.closed') : t('list.dropped');
}

function Entry({
  entry,
  view,
  busy,
  onLeave,
}: {
  entry: WaitlistEntry;
  view: NameVisibility;
  busy: boolean;
  onLeave: () => void;
}) {
  const ride = entryRide(entry, view);
  const waiting = entry.status === 'waiting';
  const details = [
    ride.bus,
    ride.time,
    t('list.placeAt', { term: placeTerm(entry.upDown), place: ride.place }),
  ]
    .filter(Boolean)
    .join(t('list.separator'));
  return (
    <li className={waiting ? 'waitlist-item' : 'waitlist-item waitlist-ended'}>
      <p className="waitlist-item-head">
        <span className="waitlist-ride">{rideName(entry, view)}</span>
        <span className={waiting ? 'waitlist-place' : undefined}>{stateText(entry)}</span>
      </p>
      <p className="waitlist-ride">{details}</p>
      {waiting && (
        <>
          <p className="waitlist-closes">{t('list.closes', { closesAt: closesAtText(entry.closesAt) })}</p>
          <button type="button" className="button" aria-disabled={busy} onClick={onLeave}>
            {busy ? t('list.leaving') : t('list.leave')}
          </button>
        </>
      )}
    </li>
  );
}

/**
 * The learner's キャンセル待ち (issue 29 §1) for the menus and 予約の確認 of both areas: a compact
 * section, absent while the learner queues for nothing. 「キャンセル待ちをやめる」 asks first; once
 * left, the entry goes, the section's heading takes the focus (the button is gone) and a status
 * line says what was left. A promoted entry is not here: it is a booking in the list above.
 */
export function WaitlistEntries({
  area,
  view,
  headingId,
}: {
  area: 'sp' | 'pc';
  view: NameVisibility;
  headingId: string;
}) {
  const list = useWaitlist();
  const leave = useCancelWaitlist();
  const [asking, setAsking] = useState<WaitlistEntry | null>(null);
  const [left, setLeft] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const entries = list.data ?? [];
  // the heading once the entry left is gone with its button (after the render that shows the news)
  useEffect(() => {
    if (left) heading.current?.focus();
  }, [left]);
  // kept while a leave is under way, so its news has a place (and a live region) to be told in
  if (entries.length === 0 && !left && !leave.isError && !leave.isPending) return null;

  const confirm = () => {
    const entry = asking;
    setAsking(null);
    if (!entry) return;
    setLeft(null);
    leave.mutate(entry.waitlistId, {
      onSuccess: () => setLeft(t('list.left', { ride: rideName(entry, view) })),
    });
  };
  const problem = leave.isError ? writeFailureText(leave.error) : null;

  return (
    <section className={`card waitlist-entries waitlist-entries-${area}`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('list.title')}
      </h2>
      <div role="status">{left && <p>{left}</p>}</div>
      {problem && <Alert>{problem}</Alert>}
      {entries.length > 0 && (
        <ul className="waitlist-list">
          {entries.map((entry) => (
            <Entry
              key={entry.waitlistId}
              entry={entry}
              view={view}
              busy={leave.isPending && leave.variables === entry.waitlistId}
              onLeave={() => {
                if (leave.isPending) return;
                leave.reset();
                setAsking(entry);
              }}
            />
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          open
          title={t('leaveConfirm.title', { ride: rideName(asking, view) })}
          text={t('leaveConfirm.text')}
          confirmLabel={t('leaveConfirm.yes')}
          cancelLabel={t('leaveConfirm.no')}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}

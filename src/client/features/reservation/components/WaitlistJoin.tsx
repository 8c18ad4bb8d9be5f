import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { t } from '@shared/i18n/learner/waitlist';
import type { SaveWaitlistRequest } from '@shared/schemas/waitlist';
import { Alert } from '@client/components/ui/Alert';
import { isRefusal } from '@client/lib/refusal-text';
import { useSaveWaitlist } from '../api/save-waitlist';
import { closesAtText } from '../utils/closes-at';
import { WaitlistFacts, type WaitlistRide } from './WaitlistFacts';

interface Props {
  area: 'sp' | 'pc';
  /** the booking that found the bus full, sent as SaveWaitlist's body */
  request: Omit<SaveWaitlistRequest, 'idempotencyKey'>;
  ride: WaitlistRide;
  /** the date's booking cut-off (ISO), when the page knows it: the queue closes then */
  closesAt: string | null;
  /** back to the buses, nothing joined */
  onBack: () => void;
  /** 976: the bus has room after all; book it the usual way */
  onBookInstead: () => void;
  menuHref: string;
}

/**
 * キャンセル待ち's confirm and its result, in place of the buses of a time page (issue 29 §1): what
 * the learner joins and that the queue closes at the cut-off, one confirm (one idempotency key per
 * press), then their place and what happens next. The heading takes the focus when the step opens
 * and when the result replaces it, so a screen reader hears where the learner is.
 */
export function WaitlistJoin({ area, request, ride, closesAt, onBack, onBookInstead, menuHref }: Props) {
  const save = useSaveWaitlist();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const joined = save.data?.data ?? null;

  useEffect(() => {
    heading.current?.focus();
  }, [joined]);

  const primary = area === 'sp' ? 'button button-primary' : 'button pc-button-primary';
  const actions = area === 'sp' ? 'sp-actions' : 'pc-actions';

  if (joined) {
    return (
      <section className={`card waitlist-join waitlist-join-${area}`} aria-labelledby={headingId}>
        <div role="status" className="status-banner">
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {t('done.title', { place: joined.place ?? 1 })}
          </h2>
          <p>{t('done.next')}</p>
          <p>{t('done.closes', { closesAt: closesAtText(joined.closesAt) })}</p>
        </div>
        <WaitlistFacts area={area} ride={ride} />
        <div className={actions}>
          <Link className={primary} to={menuHref}>
            {area === 'sp' ? t('done.toMenu') : t('done.toTop')}
          </Link>
        </div>
      </section>
    );
  }

  const roomAfterAll = isRefusal(save.error, 976);
  return (
    <section className={`card waitlist-join waitlist-join-${area}`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('confirm.title')}
      </h2>
      <p>{t('confirm.lead')}</p>
      <WaitlistFacts
        area={area}
        ride={ride}
        after={closesAt ? [{ term: t('facts.closesAt'), value: closesAtText(closesAt) }] : []}
      />
      <ul className="waitlist-notes">
        <li>{t('confirm.how')}</li>
        {closesAt && <li>{t('confirm.closes')}</li>}
      </ul>
      {save.checkingText && <Alert tone="info">{save.checkingText}</Alert>}
      {save.failure && <Alert>{save.failure}</Alert>}
      <div className={actions}>
        {roomAfterAll ? (
          <button type="button" className={primary} onClick={onBookInstead}>
            {t('bookInstead')}
          </button>
        ) : (
          <button
            type="button"
            className={primary}
            aria-disabled={save.isPending}
            onClick={() => {
              if (save.isPending) return;
              save.reset();
              save.mutate(request);
            }}
          >
            {save.isPending ? t('confirm.sending') : t('confirm.submit')}
          </button>
        )}
        <button type="button" className="button" onClick={onBack}>
          {t('confirm.back')}
        </button>
      </div>
    </section>
  );
}

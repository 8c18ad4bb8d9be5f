import { useEffect, useRef } from 'react';
import { t } from '@shared/i18n/console/waitlist';
import type { RunWaitlist } from '@shared/schemas/admin-waitlist';
import { formatShortDate, formatTime } from '@shared/rules/japan-time';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { Loading } from '@client/components/ui/Loading';
import { queryKeys } from '@client/lib/query-keys';
import { useStaffAction } from '@client/lib/use-staff-action';
import { reorderWaitlist, useRunWaitlist } from '../api/waitlist';

type Entry = RunWaitlist['entries'][number];
type Direction = 'up' | 'down';

const at = (iso: string) => `${formatShortDate(new Date(iso))} ${formatTime(new Date(iso))}`;

function party(e: Entry): string {
  const extras = [
    e.childSheet > 0 ? t('party.childSeats', { count: e.childSheet }) : '',
    e.jitensya > 0 ? t('party.bicycle') : '',
  ];
  const who = e.passenger > 0 ? t('party.passengers', { count: e.passenger }) : t('party.alone');
  return [who, ...extras].filter(Boolean).join(t('party.separator'));
}

const buttonId = (waitlistId: number, direction: Direction) => `waitlist-${direction}-${waitlistId}`;

/**
 * The run page's キャンセル待ち (issue 29 §1): the queue in order with whether each party fits the
 * free room now, 「上へ」「下へ」 saving the new order at once (981 when the queue changed
 * meanwhile: its text, and the list read again), then the entries that ended. The moved learner's
 * button keeps the focus, so the queue can be reordered from the keyboard alone.
 */
export function RunWaitlistPanel({ runId }: { runId: number }) {
  const list = useRunWaitlist(runId);
  const save = useStaffAction({
    invalidates: [queryKeys.admin.runWaitlist(runId), queryKeys.admin.dayBoards],
  });
  const refocus = useRef<{ waitlistId: number; direction: Direction } | null>(null);

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || save.busy) return;
    refocus.current = null;
    const same = document.getElementById(buttonId(wanted.waitlistId, wanted.direction));
    const other = document.getElementById(
      buttonId(wanted.waitlistId, wanted.direction === 'up' ? 'down' : 'up'),
    );
    // at the top (or bottom) its own button is disabled: the other one of the row takes the focus
    ((same as HTMLButtonElement | null)?.disabled ? other : same)?.focus();
  }, [list.data, save.busy]);

  if (list.isPending) return <Loading cards={1} />;
  if (list.isError) return <AdminQueryProblem error={list.error} title={t('title')} />;
  const { entries, free, closed } = list.data;
  const waiting = entries.filter((e) => e.status === 'waiting');
  const ended = entries.filter((e) => e.status !== 'waiting');

  const move = (index: number, direction: Direction) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const ids = waiting.map((e) => e.waitlistId);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    const entry = waiting[index]!;
    refocus.current = { waitlistId: entry.waitlistId, direction };
    void save.run(
      () => reorderWaitlist(runId, ids),
      (result) => {
        const place = result.entries.find((e) => e.waitlistId === entry.waitlistId)?.place;
        return place ? t('moved', { name: entry.name, place }) : null;
      },
    );
  };

  return (
    <section className="admin-panel run-waitlist" aria-labelledby="run-waitlist-title">
      <h2 id="run-waitlist-title">{t('title')}</h2>
      <p className="hint">{closed ? t('closedHint') : t('hint')}</p>
      <p>{t('free', free)}</p>
      <ActionOutcome done={save.done} problem={save.problem} focus={false} />
      {waiting.length === 0 ? (
        <p className="hint">{t('empty')}</p>
      ) : (
        <table className="admin-table run-waitlist-queue">
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.place')}</th>
              <th scope="col">{t('columns.seitoNo')}</th>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.stop')}</th>
              <th scope="col">{t('columns.party')}</th>
              <th scope="col">{t('columns.fits')}</th>
              {!closed && <th scope="col">{t('columns.move')}</th>}
            </tr>
          </thead>
          <tbody>
            {waiting.map((e, index) => (
              <tr key={e.waitlistId}>
                <td className="number">{t('place', { place: e.place ?? index + 1 })}</td>
                <td>{e.seitoNo}</td>
                <th scope="row">{e.name}</th>
                <td>{e.stopName}</td>
                <td>{party(e)}</td>
                <td>
                  <span className={e.fits ? 'admin-badge admin-badge-ok' : 'admin-badge admin-badge-muted'}>
                    {t(e.fits ? 'fits.yes' : 'fits.no')}
                  </span>
                </td>
                {!closed && (
                  <td>
                    <div className="run-waitlist-move">
                      <button
                        type="button"
                        id={buttonId(e.waitlistId, 'up')}
                        className="button button-small"
                        disabled={index === 0}
                        aria-disabled={save.busy || undefined}
                        aria-label={t('upLabel', { name: e.name, seitoNo: e.seitoNo })}
                        onClick={() => move(index, 'up')}
                      >
                        {t('up')}
                      </button>
                      <button
                        type="button"
                        id={buttonId(e.waitlistId, 'down')}
                        className="button button-small"
                        disabled={index === waiting.length - 1}
                        aria-disabled={save.busy || undefined}
                        aria-label={t('downLabel', { name: e.name, seitoNo: e.seitoNo })}
                        onClick={() => move(index, 'down')}
                      >
                        {t('down')}
                      </button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {ended.length > 0 && (
        <>
          <h3>{t('ended.title')}</h3>
          <table className="admin-table run-waitlist-ended">
            <caption className="visually-hidden">{t('ended.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.seitoNo')}</th>
                <th scope="col">{t('columns.name')}</th>
                <th scope="col">{t('columns.stop')}</th>
                <th scope="col">{t('columns.party')}</th>
                <th scope="col">{t('columns.endedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {ended.map((e) => (
                <tr key={e.waitlistId}>
                  <td>{t(`status.${e.status}`)}</td>
                  <td>{e.seitoNo}</td>
                  <th scope="row">{e.name}</th>
                  <td>{e.stopName}</td>
                  <td>{party(e)}</td>
                  <td>{e.endedAt ? at(e.endedAt) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

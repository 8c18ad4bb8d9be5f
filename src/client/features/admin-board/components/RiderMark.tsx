import { t } from '@shared/i18n/console/board';
import { RIDER_MARKS, riderMark, type RiderMark } from '@shared/rules/rider-mark';
import type { BoardRun, ManifestRider } from '@shared/schemas/admin-board';

const MARK_CLASS: Record<RiderMark, string> = {
  boarded: 'admin-badge admin-badge-ok',
  absent: 'admin-badge admin-badge-danger',
  notRiding: 'admin-badge admin-badge-warning',
  unconfirmed: 'admin-badge admin-badge-muted',
};

/** The rider's mark in words (乗車 / 不在 / 乗りません / 未確認); the colour only repeats it. */
export function RiderMarkBadge({ rider }: { rider: Pick<ManifestRider, 'boarding' | 'notRiding'> }) {
  const mark = riderMark(rider.boarding, rider.notRiding);
  return <span className={`rider-mark ${MARK_CLASS[mark]}`}>{t(`marks.${mark}`)}</span>;
}

/** A run's riders per mark as text, a mark a line in the board's narrow column. */
export function RunMarkCounts({ run }: { run: BoardRun }) {
  if (run.riders === 0) return null;
  return (
    <span className="run-marks">
      {RIDER_MARKS.map((mark, i) => (
        <span key={mark}>
          {i > 0 && ' / '}
          <span className="nowrap">
            {t('markCount', { mark: t(`marks.${mark}`), count: run.marks[mark] })}
          </span>
        </span>
      ))}
    </span>
  );
}

/** What each mark means, under a manifest. */
export function MarkLegend() {
  return (
    <section className="mark-legend" aria-labelledby="mark-legend-title">
      <h2 id="mark-legend-title">{t('legend.title')}</h2>
      <dl>
        {RIDER_MARKS.map((mark) => (
          <div key={mark}>
            <dt>
              <span className={MARK_CLASS[mark]}>{t(`marks.${mark}`)}</span>
            </dt>
            <dd>{t(`legend.${mark}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { useId } from 'react';
import { t } from '@shared/i18n/console/boarding-stats';
import type { BoardingDay, BoardingStats } from '@shared/schemas/admin-boarding';
import { rideDateLabel } from '@client/lib/labels';
import { chartScale, labelEvery } from './chart-scale';

const WIDTH = 960;
const HEIGHT = 300;
const MARGIN = { top: 24, right: 12, bottom: 44, left: 52 };
/** value labels above the bars only while they fit (about a month) */
const LABELLED_DAYS = 31;

/** '2026-11-05' → '11/5', short enough for the axis */
const monthDay = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

/** The chart's one-sentence summary for screen readers; its numbers are in the table under it. */
function summaryOf(stats: BoardingStats): string {
  const busiest = stats.days.reduce<BoardingDay | undefined>(
    (top, day) => (!top || day.booked > top.booked ? day : top),
    undefined,
  );
  return t('chart.summary', {
    from: rideDateLabel(stats.from),
    to: rideDateLabel(stats.to),
    days: stats.days.length,
    booked: stats.totals.booked,
    boarded: stats.totals.boarded,
    maxDate: busiest ? rideDateLabel(busiest.date) : '—',
    maxBooked: busiest?.booked ?? 0,
  });
}

/** The legend's sample of a bar: the hatched outline of 予約, the solid fill of 乗車. */
function Swatch({ kind, patternId }: { kind: 'booked' | 'boarded'; patternId: string }) {
  return (
    <svg width="18" height="14" aria-hidden="true" className="chart-swatch">
      <rect
        x="1"
        y="1"
        width="16"
        height="12"
        className={`chart-bar-${kind}`}
        fill={kind === 'booked' ? `url(#${patternId})` : undefined}
      />
    </svg>
  );
}

/**
 * Bookings against boarded riders per day (issue 27 §5), drawn by hand: for each day a hatched,
 * outlined bar for 予約 and a solid one for 乗車 beside it — told apart by pattern and the legend's
 * words, not colour alone — with their numbers above while a month or less is shown. For screen
 * readers the chart is one image with a summary; every number is in the day table.
 */
export function BoardingChart({ stats }: { stats: BoardingStats }) {
  const patternId = `hatch-${useId().replace(/:/g, '')}`;
  const days = stats.days;
  const { top, ticks } = chartScale(Math.max(0, ...days.map((d) => d.booked)));
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const group = plotWidth / Math.max(1, days.length);
  const bar = Math.min(28, group * 0.38);
  const every = labelEvery(days.length);
  const labelled = days.length <= LABELLED_DAYS;
  return (
    <figure className="boarding-chart">
      <figcaption>
        <span className="boarding-chart-title">{t('chart.title')}</span>
        <span className="boarding-chart-legend">
          <span>
            <Swatch kind="booked" patternId={patternId} /> {t('chart.booked')}
          </span>
          <span>
            <Swatch kind="boarded" patternId={patternId} /> {t('chart.boarded')}
          </span>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summaryOf(stats)}>
        <defs>
          <pattern
            id={patternId}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" className="chart-hatch-ground" />
            <line x1="0" y1="0" x2="0" y2="6" className="chart-hatch-line" />
          </pattern>
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              className="chart-grid"
            />
            <text x={MARGIN.left - 8} y={y(tick) + 4} textAnchor="end" className="chart-tick">
              {tick}
            </text>
          </g>
        ))}
        <text x={12} y={MARGIN.top - 8} className="chart-tick">
          {t('chart.axis')}
        </text>
        {days.map((day, i) => {
          const x = MARGIN.left + i * group + group / 2;
          return (
            <g key={day.date}>
              {(['booked', 'boarded'] as const).map((kind, k) => {
                const value = day[kind];
                const left = k === 0 ? x - bar - 1 : x + 1;
                return (
                  <g key={kind}>
                    <rect
                      x={left}
                      y={y(value)}
                      width={bar}
                      height={Math.max(0, y(0) - y(value))}
                      className={`chart-bar chart-bar-${kind}`}
                      fill={kind === 'booked' ? `url(#${patternId})` : undefined}
                      data-date={day.date}
                      data-kind={kind}
                      data-count={value}
                    >
                      <title>
                        {t('chart.bar', {
                          date: rideDateLabel(day.date),
                          kind: t(`chart.${kind}`),
                          count: value,
                        })}
                      </title>
                    </rect>
                    {labelled && (
                      <text x={left + bar / 2} y={y(value) - 4} textAnchor="middle" className="chart-value">
                        {value}
                      </text>
                    )}
                  </g>
                );
              })}
              {i % every === 0 && (
                <text x={x} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle" className="chart-tick">
                  {monthDay(day.date)}
                </text>
              )}
            </g>
          );
        })}
        <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} className="chart-axis" />
      </svg>
    </figure>
  );
}

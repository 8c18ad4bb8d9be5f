import type { FormEvent } from 'react';
import { t } from '@shared/i18n/console/pattern';
import { PATTERN_LIMITS, type RunPattern } from '@shared/schemas/admin-pattern';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { DIRECTION_NAME } from '@client/lib/labels';
import { rowFieldId, usePatternForm, WEEKDAYS, type PatternRow } from '../hooks/use-pattern-form';
import { ConflictList } from './ConflictList';

type NumberField = 'seats' | 'childSeats' | 'bicycles';

/**
 * 運行パターン's form for one course: the last leg and margin, then one row per period and
 * direction with the weekdays it runs and its bus. The booked runs the saved pattern no longer
 * fits are listed under it.
 */
export function PatternForm({ pattern }: { pattern: RunPattern }) {
  const {
    draft,
    mixed,
    conflicts,
    invalid,
    save,
    submit,
    toggle,
    setRow,
    setTiming,
    removal,
    confirmRemoval,
    cancelRemoval,
  } = usePatternForm(pattern);
  const periodOf = new Map(pattern.periods.map((p) => [p.jgn, p]));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const rowName = (row: PatternRow) => periodOf.get(row.jgn)?.name ?? String(row.jgn);
  const numberCell = (row: PatternRow, field: NumberField) => (
    <td>
      <input
        id={rowFieldId(row, field)}
        className="pattern-number"
        inputMode="numeric"
        value={row[field]}
        aria-label={t('grid.field', {
          period: rowName(row),
          direction: DIRECTION_NAME[row.upDown as 1 | 2],
          field: t(`grid.${field}`),
        })}
        aria-invalid={
          (invalid === field || (invalid === 'childSeats' && field === 'bicycles')) && row.weekdays.length > 0
            ? true
            : undefined
        }
        onChange={(e) => setRow(row.jgn, row.upDown, { [field]: e.target.value })}
      />
    </td>
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <ActionOutcome done={save.done} problem={save.problem} focus={!save.problem} />
      {!pattern.stored && <p className="hint">{t('notStored')}</p>}
      <fieldset className="admin-panel pattern-timing">
        <legend>{t('timing.legend')}</legend>
        <div className="field">
          <label htmlFor="pattern-minutesToSchool">
            {t('timing.minutesToSchool', { max: PATTERN_LIMITS.maxMinutesToSchool })}
          </label>
          <input
            id="pattern-minutesToSchool"
            className="pattern-number"
            inputMode="numeric"
            value={draft.minutesToSchool}
            aria-invalid={invalid === 'minutesToSchool' || undefined}
            onChange={(e) => setTiming('minutesToSchool', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="pattern-marginMinutes">
            {t('timing.marginMinutes', { max: PATTERN_LIMITS.maxMarginMinutes })}
          </label>
          <input
            id="pattern-marginMinutes"
            className="pattern-number"
            inputMode="numeric"
            value={draft.marginMinutes}
            aria-invalid={invalid === 'minutesToSchool' || undefined}
            aria-describedby="pattern-margin-hint"
            onChange={(e) => setTiming('marginMinutes', e.target.value)}
          />
          <p className="hint" id="pattern-margin-hint">
            {t('timing.marginHint')}
          </p>
        </div>
      </fieldset>
      <p className="hint">
        {t('grid.limits', {
          minSeats: PATTERN_LIMITS.minSeats,
          maxSeats: PATTERN_LIMITS.maxSeats,
          maxExtras: PATTERN_LIMITS.maxChildSeats,
        })}
      </p>
      {mixed && <p className="hint">{t('grid.mixed')}</p>}
      <div className="pattern-scroll">
        <table className="admin-table pattern-table">
          <caption>{t('grid.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('grid.period')}</th>
              <th scope="col">{t('grid.direction')}</th>
              {WEEKDAYS.map((w) => (
                <th scope="col" key={w}>
                  {t(`weekdays.${w}`)}
                </th>
              ))}
              <th scope="col">{t('grid.seats')}</th>
              <th scope="col">{t('grid.childSeats')}</th>
              <th scope="col">{t('grid.bicycles')}</th>
              <th scope="col">{t('grid.net')}</th>
              <th scope="col">{t('grid.vehicle')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.rows.map((row) => {
              const period = periodOf.get(row.jgn);
              const direction = DIRECTION_NAME[row.upDown as 1 | 2];
              return (
                <tr
                  key={`${row.jgn}-${row.upDown}`}
                  className={row.upDown === 1 ? 'pattern-up' : 'pattern-down'}
                >
                  {row.upDown === 1 ? (
                    <th scope="rowgroup" rowSpan={2}>
                      {period
                        ? t('grid.periodTimes', { name: period.name, start: period.start, end: period.end })
                        : row.jgn}
                    </th>
                  ) : null}
                  <th scope="row">{direction}</th>
                  {WEEKDAYS.map((w) => (
                    <td key={w} className="pattern-day">
                      <input
                        type="checkbox"
                        checked={row.weekdays.includes(w)}
                        aria-label={t('grid.runsOn', {
                          period: rowName(row),
                          direction,
                          weekday: t(`weekdays.${w}`),
                        })}
                        onChange={() => toggle(row, w)}
                      />
                    </td>
                  ))}
                  {numberCell(row, 'seats')}
                  {numberCell(row, 'childSeats')}
                  {numberCell(row, 'bicycles')}
                  <td className="pattern-day">
                    <input
                      type="checkbox"
                      checked={row.isNetReservation}
                      aria-label={t('grid.field', { period: rowName(row), direction, field: t('grid.net') })}
                      onChange={(e) => setRow(row.jgn, row.upDown, { isNetReservation: e.target.checked })}
                    />
                  </td>
                  <td>
                    <select
                      id={rowFieldId(row, 'vehicle')}
                      value={row.vehicleCd}
                      aria-label={t('grid.field', {
                        period: rowName(row),
                        direction,
                        field: t('grid.vehicle'),
                      })}
                      aria-invalid={invalid === 'vehicle' || undefined}
                      onChange={(e) => setRow(row.jgn, row.upDown, { vehicleCd: e.target.value })}
                    >
                      <option value="">{t('grid.noVehicle')}</option>
                      {pattern.vehicles.map((v) => (
                        <option key={v.code} value={v.code}>
                          {v.name}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="button button-primary" aria-disabled={save.busy}>
          {save.busy ? t('saving') : t('save')}
        </button>
      </div>
      {removal && (
        <section className="admin-panel" aria-labelledby="pattern-removal-title">
          <h2 id="pattern-removal-title">{t('removal.title', { count: removal.length })}</h2>
          <p>{t('removal.intro')}</p>
          {/* focusable: a long list scrolls, and the keyboard must reach it */}
          <ul className="pattern-removal-list" aria-label={t('removal.list')} tabIndex={0}>
            {removal.map((run) => (
              <li key={`${run.date}|${run.binCd}`}>
                {t('removal.run', {
                  date: run.date,
                  bin: run.binCd,
                  period: periodOf.get(run.jgn)?.name ?? String(run.jgn),
                  direction: DIRECTION_NAME[run.upDown === 2 ? 2 : 1],
                })}
              </li>
            ))}
          </ul>
          <div className="admin-toolbar">
            <button
              type="button"
              className="button button-primary"
              aria-disabled={save.busy}
              onClick={confirmRemoval}
            >
              {t('removal.confirm')}
            </button>
            <button type="button" className="button" onClick={cancelRemoval}>
              {t('removal.cancel')}
            </button>
          </div>
        </section>
      )}
      <ConflictList conflicts={conflicts} periods={pattern.periods} />
    </form>
  );
}

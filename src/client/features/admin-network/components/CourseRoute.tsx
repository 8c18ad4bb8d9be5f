import { t } from '@shared/i18n/console/network';
import type { useCourseRoute } from '../hooks/use-course-form';

/**
 * A course's stops in order: each with its minutes from the first stop and buttons to move it up
 * or down or take it off (keyboard users move stops with the buttons), then a stop to add.
 */
export function CourseRoute({ route }: { route: ReturnType<typeof useCourseRoute> }) {
  return (
    <fieldset className="network-route">
      <legend>{t('courses.stopsTitle')}</legend>
      {route.rows.length === 0 ? (
        <p className="empty">{t('courses.noStops')}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('courses.order')}</th>
              <th scope="col">{t('courses.stop')}</th>
              <th scope="col">{t('courses.minutes')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('courses.up')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {route.rows.map((r, i) => (
              <tr key={r.busStopCd}>
                <td>{i + 1}</td>
                <td>
                  {r.busStopCd} {r.name}
                </td>
                <td>
                  <input
                    className="network-minutes"
                    inputMode="numeric"
                    value={r.minutes}
                    aria-label={t('courses.minutesLabel', { name: r.name })}
                    onChange={(e) => route.setMinutes(i, e.target.value)}
                  />
                </td>
                <td className="network-actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={t('courses.upLabel', { name: r.name })}
                    aria-disabled={i === 0}
                    onClick={() => i > 0 && route.move(i, -1)}
                  >
                    {t('courses.up')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('courses.downLabel', { name: r.name })}
                    aria-disabled={i === route.rows.length - 1}
                    onClick={() => i < route.rows.length - 1 && route.move(i, 1)}
                  >
                    {t('courses.down')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('courses.takeLabel', { name: r.name })}
                    onClick={() => route.take(i)}
                  >
                    {t('courses.take')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="network-fields network-add-stop">
        <div className="field">
          <label htmlFor="course-pick">{t('courses.pick')}</label>
          <select id="course-pick" value={route.picked} onChange={(e) => route.setPicked(e.target.value)}>
            <option value="">{t('courses.choose')}</option>
            {route.choices.map((s) => (
              <option key={s.busStopCd} value={s.busStopCd}>
                {s.busStopCd} {s.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" aria-disabled={route.picked === ''} onClick={route.add}>
          {t('courses.addStop')}
        </button>
      </div>
    </fieldset>
  );
}

import { t } from '@shared/i18n/console/pattern';
import type { RunPattern } from '@shared/schemas/admin-pattern';

/** The course whose pattern is shown; each with its number of stops, since one without stops cannot run. */
export function CoursePicker({
  courses,
  value,
  onChange,
}: {
  courses: RunPattern['courses'];
  value: string;
  onChange: (homenCd: string) => void;
}) {
  return (
    <div className="field pattern-course">
      <label htmlFor="pattern-course">{t('course')}</label>
      <select id="pattern-course" value={value} onChange={(e) => onChange(e.target.value)}>
        {courses.map((c) => (
          <option key={c.code} value={c.code}>
            {t('stopCount', { name: c.name, count: c.stopCount })}
          </option>
        ))}
      </select>
    </div>
  );
}

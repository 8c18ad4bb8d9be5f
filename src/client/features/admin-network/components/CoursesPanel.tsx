import { t } from '@shared/i18n/console/network';
import type { StaffCourse, StaffNetwork } from '@shared/schemas/admin-network';
import { ActionOutcome } from '@client/components/layouts/admin/ActionOutcome';
import { deleteCourse } from '../api/network';
import { useNetworkAdmin } from '../hooks/use-network-admin';
import { CourseForm } from './CourseForm';

/** The school's courses (方面) with their stops in order: add, change, delete one without runs or pattern (issue 23 §6). */
export function CoursesPanel({ network }: { network: StaffNetwork }) {
  const admin = useNetworkAdmin<StaffCourse>();
  const remove = (course: StaffCourse) =>
    admin.remove(
      t('courses.removeConfirm', { name: course.name }),
      () => deleteCourse(course.homenCd),
      t('courses.removed', { name: course.name }),
    );
  return (
    <section className="admin-panel" aria-labelledby="courses-title">
      <h2 id="courses-title">{t('courses.title')}</h2>
      <p className="hint">{t('courses.hint')}</p>
      <ActionOutcome done={admin.action.done} problem={admin.action.problem} focus={!admin.editing} />
      {admin.editing ? (
        <CourseForm
          key={admin.editing === 'new' ? 'new' : admin.editing.homenCd}
          course={admin.editing === 'new' ? null : admin.editing}
          stops={network.stops}
          onSaved={admin.saved}
          onCancel={admin.cancel}
        />
      ) : (
        <div className="admin-toolbar">
          <button type="button" className="button button-primary" onClick={() => admin.edit('new')}>
            {t('courses.add')}
          </button>
        </div>
      )}
      {network.courses.length === 0 ? (
        <p className="empty">{t('courses.none')}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('courses.code')}</th>
              <th scope="col">{t('courses.nameHeader')}</th>
              <th scope="col">{t('courses.route')}</th>
              <th scope="col">{t('courses.isNetReleaseHeader')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('courses.edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {network.courses.map((c) => (
              <tr key={c.homenCd}>
                <td>{c.homenCd}</td>
                <td>{c.name}</td>
                <td>
                  {t('courses.routeCount', { count: c.stops.length })}
                  {c.stops.length > 0 && (
                    <div className="hint">
                      {c.stops
                        .map((s) => t('courses.routeStop', { name: s.name, minutes: s.offsetMinutes }))
                        .join(' → ')}
                    </div>
                  )}
                </td>
                <td>{c.isNetRelease ? t('courses.shown') : t('courses.hidden')}</td>
                <td className="network-actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={t('courses.editLabel', { name: c.name })}
                    onClick={() => admin.edit(c)}
                  >
                    {t('courses.edit')}
                  </button>
                  {!c.hasRuns && (
                    <button
                      type="button"
                      className="button"
                      aria-label={t('courses.removeLabel', { name: c.name })}
                      aria-disabled={admin.action.busy}
                      onClick={() => remove(c)}
                    >
                      {t('courses.remove')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

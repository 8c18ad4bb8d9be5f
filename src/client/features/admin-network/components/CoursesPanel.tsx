import { t } from '@shared/i18n/console/network';
import type { StaffCourse, StaffNetwork } from '@shared/schemas/admin-network';
import { deleteCourse } from '../api/network';
import { NetworkListPanel, RowActions } from './NetworkListPanel';
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
    <NetworkListPanel
      part="courses"
      admin={admin}
      empty={network.courses.length === 0}
      form={(item) => (
        <CourseForm
          key={item === null ? 'new' : item.homenCd}
          course={item}
          stops={network.stops}
          onSaved={admin.saved}
          onCancel={admin.cancel}
        />
      )}
    >
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
              <RowActions
                part="courses"
                name={c.name}
                busy={admin.action.busy}
                onEdit={() => admin.edit(c)}
                onRemove={!c.hasRuns ? () => remove(c) : undefined}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </NetworkListPanel>
  );
}

import { Link } from 'react-router';
import { t } from '@shared/i18n/console/learners';
import type { SearchLearnersResponse } from '@shared/schemas/admin-learners';
import { adminLearnerHref } from '@client/config/paths';

/** The learners a search found (at most 50, said when there were more), each opening their page. */
export function LearnerResults({ query, found }: { query: string; found: SearchLearnersResponse }) {
  if (found.learners.length === 0)
    return (
      <p className="empty" role="status">
        {t('search.none', { query })}
      </p>
    );
  return (
    <>
      <p role="status">
        {t('search.count', { count: found.learners.length })}
        {found.truncated && t('search.truncated')}
      </p>
      <table className="admin-table learner-results">
        <thead>
          <tr>
            <th scope="col">{t('columns.seitoNo')}</th>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.furigana')}</th>
            <th scope="col">{t('columns.mobile')}</th>
          </tr>
        </thead>
        <tbody>
          {found.learners.map((l) => (
            <tr key={l.learnerId}>
              <td>{l.seitoNo}</td>
              <th scope="row">
                <Link to={adminLearnerHref(l.learnerId)}>{l.name}</Link>
                {l.withdrawn && <span className="admin-badge">{t('withdrawn')}</span>}
              </th>
              <td>{l.furigana}</td>
              <td className="nowrap">{l.mobileNumber || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

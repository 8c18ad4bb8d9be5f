import { Link, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { adminLearnerHref, adminLearnerSearchHref } from '@client/config/paths';
import { useLearnerSearch } from '@client/features/admin-learners/api/learner-queries';
import { SearchForm } from '@client/features/admin-learners/components/SearchForm';
import '@client/styles/admin-learners.css';

/** 教習生サポート (issue 10 §3): find the learner on the phone by number or furigana. */
export default function AdminLearners() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.get('q') ?? '';
  const search = useLearnerSearch(query);
  return (
    <section>
      <h1 className="page-title">教習生サポート</h1>
      <SearchForm key={query} initial={query} onSearch={(q) => navigate(adminLearnerSearchHref(q))} />
      {query !== '' &&
        (search.isPending ? (
          <Loading />
        ) : search.isError ? (
          <AdminQueryProblem error={search.error} />
        ) : search.data.learners.length === 0 ? (
          <p className="empty" role="status">
            「{query}」に当てはまる教習生はいません。
          </p>
        ) : (
          <>
            <p role="status">
              {search.data.learners.length} 名
              {search.data.truncated && '（多すぎるため先頭のみ表示。条件を絞ってください）'}
            </p>
            <table className="admin-table learner-results">
              <thead>
                <tr>
                  <th scope="col">学生番号</th>
                  <th scope="col">氏名</th>
                  <th scope="col">ふりがな</th>
                </tr>
              </thead>
              <tbody>
                {search.data.learners.map((l) => (
                  <tr key={l.learnerId}>
                    <td>{l.seitoNo}</td>
                    <th scope="row">
                      <Link to={adminLearnerHref(l.learnerId)}>{l.name}</Link>
                    </th>
                    <td>{l.furigana}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ))}
    </section>
  );
}

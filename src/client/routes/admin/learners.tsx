import { useNavigate, useSearchParams } from 'react-router';
import { t } from '@shared/i18n/console/learners';
import { Loading } from '@client/components/ui/Loading';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { adminLearnerSearchHref } from '@client/config/paths';
import { useLearnerSearch } from '@client/features/admin-learners/api/learner-queries';
import { EnrolLearnerForm } from '@client/features/admin-learners/components/EnrolLearnerForm';
import { LearnerResults } from '@client/features/admin-learners/components/LearnerResults';
import { SearchForm } from '@client/features/admin-learners/components/SearchForm';
import '@client/styles/admin-learners.css';

/** 教習生サポート (issue 10 §3): find the learner on the phone by number or furigana; enrol a new one (issue 23). */
export default function AdminLearners() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.get('q') ?? '';
  const search = useLearnerSearch(query);
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <SearchForm key={query} initial={query} onSearch={(q) => navigate(adminLearnerSearchHref(q))} />
      {query !== '' &&
        (search.isPending ? (
          <Loading />
        ) : search.isError ? (
          <AdminQueryProblem error={search.error} />
        ) : (
          <LearnerResults query={query} found={search.data} />
        ))}
      <EnrolLearnerForm />
    </section>
  );
}

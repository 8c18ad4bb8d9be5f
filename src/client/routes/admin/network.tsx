import { t } from '@shared/i18n/console/network';
import { AdminQueryProblem } from '@client/components/layouts/admin/AdminQueryProblem';
import { Loading } from '@client/components/ui/Loading';
import { useNetwork } from '@client/features/admin-network/api/network';
import { AreasPanel } from '@client/features/admin-network/components/AreasPanel';
import { CategoriesPanel } from '@client/features/admin-network/components/CategoriesPanel';
import { CoursesPanel } from '@client/features/admin-network/components/CoursesPanel';
import { PeriodsForm } from '@client/features/admin-network/components/PeriodsForm';
import { StopsPanel } from '@client/features/admin-network/components/StopsPanel';
import '@client/styles/admin-network.css';

/**
 * 時限と路線 (issue 23 §6, admins): the school's class periods, the areas its stops are grouped by,
 * its stops, its courses with their stops in order, and the categories of points.
 */
export default function AdminNetwork() {
  const network = useNetwork();
  if (network.isPending) return <Loading screen />;
  if (network.isError) return <AdminQueryProblem error={network.error} title={t('title')} />;
  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      <PeriodsForm network={network.data} />
      <AreasPanel areas={network.data.areas} />
      <StopsPanel network={network.data} />
      <CoursesPanel network={network.data} />
      <CategoriesPanel categories={network.data.categories} />
    </section>
  );
}

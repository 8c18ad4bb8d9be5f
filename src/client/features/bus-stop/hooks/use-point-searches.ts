import { useSearchParams } from 'react-router';
import { t } from '@shared/i18n/learner/point-search';
import type { SiteOption } from '@shared/schemas/provider';
import { useBusStopTowns } from '../api/get-bus-stop-address-search';
import { useBusStopCategorySearch } from '../api/get-bus-stop-category-search';
import type { BusStopSearch } from '../api/get-bus-stop-list';
import { useNetReleaseArea } from '../api/get-net-release-area';
import { useNetReleaseCourse } from '../api/get-net-release-course';
import type { LinkItem } from '../components/SpLinkList';

/** A phone point search; address opens its own town screen, so it has no list of its own. */
export type PointSearch =
  | { kind: 'category' | 'area' | 'course'; label: string; items: LinkItem[] }
  | { kind: 'address'; label: string };

/**
 * The phone point searches (SPEC.md §2 order: category, area, address, course), each only where
 * its site option is on and it has something to offer; `href` says where a choice leads. The open
 * search is kept in the address (?search=), so coming back reopens it.
 */
export function usePointSearches(
  options: SiteOption['reservation'],
  { href, withAddress }: { href: (search: BusStopSearch) => string; withAddress: boolean },
) {
  const flags = {
    category: options.isCategoryBusStopSerachEnabled,
    area: options.isAreaBusStopSerachEnabled,
    address: withAddress && options.isAddressBusStopSerachEnabled,
    course: options.isCourseBusStopSerachEnabled,
  };
  const categories = useBusStopCategorySearch(flags.category);
  const areas = useNetReleaseArea(flags.area);
  const towns = useBusStopTowns(flags.address);
  const courses = useNetReleaseCourse(flags.course);
  const [params, setParams] = useSearchParams();
  const open = params.get('search');
  const toggle = (kind: PointSearch['kind']) =>
    setParams(open === kind ? {} : { search: kind }, { replace: true });

  const isPending =
    (flags.category && categories.isPending) ||
    (flags.area && areas.isPending) ||
    (flags.address && towns.isPending) ||
    (flags.course && courses.isPending);

  const searches: PointSearch[] = [];
  if (flags.category && categories.data?.length)
    searches.push({
      kind: 'category',
      label: t('searches.category'),
      items: categories.data.map((c) => ({
        key: c.busStopCategoryCd,
        label: c.busStopCategoryDisplayName || c.busStopCategoryName,
        href: href({ by: 'category', busStopCategoryCd: c.busStopCategoryCd }),
      })),
    });
  if (flags.area && areas.data?.length)
    searches.push({
      kind: 'area',
      label: t('searches.area'),
      items: areas.data.map((a) => ({
        key: a.areaCd,
        label: a.areaNm,
        href: href({ by: 'area', areaCd: a.areaCd }),
      })),
    });
  if (flags.address && towns.data?.length) searches.push({ kind: 'address', label: t('searches.address') });
  if (flags.course && courses.data?.length)
    searches.push({
      kind: 'course',
      label: t('searches.course'),
      items: courses.data.map((c) => ({
        key: c.homenCd,
        label: c.homenName,
        href: href({ by: 'course', homenCd: c.homenCd }),
      })),
    });

  return { isPending, error: categories.error ?? areas.error ?? courses.error, searches, open, toggle };
}

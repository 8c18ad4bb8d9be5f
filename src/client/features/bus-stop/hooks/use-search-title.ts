import { t } from '@shared/i18n/learner/point-search';
import type { Area } from '@client/config/paths';
import { useBusStopCategorySearch } from '../api/get-bus-stop-category-search';
import type { BusStopSearch } from '../api/get-bus-stop-list';
import { useNetReleaseArea } from '../api/get-net-release-area';
import { useNetReleaseCourse } from '../api/get-net-release-course';

/**
 * The heading of a point list: what the learner searched by and its name, from lists the search
 * screen already loaded. A town is named without its prefecture on the smartphone, with it on the desktop.
 */
export function useSearchTitle(search: BusStopSearch, area: Area): string {
  const areas = useNetReleaseArea(search.by === 'area');
  const courses = useNetReleaseCourse(search.by === 'course');
  const categories = useBusStopCategorySearch(search.by === 'category');
  switch (search.by) {
    case 'area':
      return t('titles.area', { name: areas.data?.find((a) => a.areaCd === search.areaCd)?.areaNm ?? '' });
    case 'course':
      return t('titles.course', {
        name: courses.data?.find((c) => c.homenCd === search.homenCd)?.homenName ?? '',
      });
    case 'category': {
      const category = categories.data?.find((c) => c.busStopCategoryCd === search.busStopCategoryCd);
      return t('titles.category', {
        name: category?.busStopCategoryDisplayName || category?.busStopCategoryName || '',
      });
    }
    case 'address': {
      const parts = search.busStopAddress.split(' ');
      return t('titles.address', { name: (area === 'sp' ? parts.slice(1) : parts).join('') });
    }
  }
}

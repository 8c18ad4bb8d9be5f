import { Link } from 'react-router';
import { t } from '@shared/i18n/learner/booking';
import { t as tSearch } from '@shared/i18n/learner/point-search';
import { messages } from '@shared/i18n/messages';
import type { AddressEntry } from '@shared/schemas/bus-stop';
import { Loading } from '@client/components/ui/Loading';
import { QueryProblem } from '@client/components/ui/QueryProblem';
import { paths } from '@client/config/paths';
import { useBusStopTowns } from '@client/features/bus-stop/api/get-bus-stop-address-search';
import { SpLinkList } from '@client/features/bus-stop/components/SpLinkList';
import { pointListHref } from '@client/features/bus-stop/utils/search-url';
import { placeTerm } from '@client/lib/labels';
import { SpFlowFrame } from './sp-flow';

function groupByCity(towns: AddressEntry[]): { city: string; towns: AddressEntry[] }[] {
  const groups = new Map<string, AddressEntry[]>();
  for (const town of towns) {
    const city = `${town.pref}${town.city}`;
    groups.set(city, [...(groups.get(city) ?? []), town]);
  }
  return [...groups].map(([city, list]) => ({ city, towns: list }));
}

function TownChoice({ place }: { place: string }) {
  const towns = useBusStopTowns();
  if (towns.isPending) return <Loading />;
  const groups = groupByCity(towns.data ?? []);
  return (
    <>
      <QueryProblem error={towns.error} emptyCode={310} />
      {towns.data && groups.length === 0 && <p className="empty">{messages.error[310]}</p>}
      {groups.map((group) => (
        <section key={group.city} className="card" aria-label={group.city}>
          <h2>{group.city}</h2>
          <SpLinkList
            items={group.towns.map((t) => ({
              key: t.town,
              label: t.town,
              href: pointListHref('sp', { by: 'address', busStopAddress: `${t.pref} ${t.city} ${t.town}` }),
            }))}
          />
        </section>
      ))}
      <Link className="button sp-back" to={paths.sp.course}>
        {t('places.backToPlace', { place })}
      </Link>
    </>
  );
}

export default function SpRsvAddressRoute() {
  return (
    <SpFlowFrame title={tSearch('searches.address')} step={2}>
      {({ condition }) => <TownChoice place={placeTerm(condition.upDown)} />}
    </SpFlowFrame>
  );
}

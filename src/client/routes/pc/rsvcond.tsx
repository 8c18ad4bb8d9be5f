import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@client/components/ui/Alert';
import { Loading } from '@client/components/ui/Loading';
import { paths, upDownOfRsvcond } from '@client/config/paths';
import { useBusStopTowns } from '@client/features/bus-stop/api/get-bus-stop-address-search';
import type { BusStopSearch } from '@client/features/bus-stop/api/get-bus-stop-list';
import { useNetReleaseArea } from '@client/features/bus-stop/api/get-net-release-area';
import { useNetReleaseCourse } from '@client/features/bus-stop/api/get-net-release-course';
import { useNetUseBusStop } from '@client/features/bus-stop/api/get-net-use-bus-stop';
import { BusStopList } from '@client/features/bus-stop/components/BusStopList';
import { PcPointSearch } from '@client/features/bus-stop/components/PcPointSearch';
import { pointListHref } from '@client/features/bus-stop/utils/search-url';
import { PcExtrasFields } from '@client/features/reservation/components/PcExtrasFields';
import { useReservationCondition } from '@client/features/reservation/hooks/use-reservation-condition';
import type { BusStop } from '@shared/schemas/bus-stop';
import { t } from '@shared/i18n/learner/booking';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t as tSearch } from '@shared/i18n/learner/point-search';
import { messages } from '@shared/i18n/messages';
import type { SiteOption } from '@shared/schemas/provider';
import { placeTerm, type UpDown } from '@client/lib/labels';
import { failureText } from '@client/lib/refusal-text';
import { PcStepBar } from '@client/features/reservation/components/PcStepBar';
import { enabledExtras, type Extras } from '@client/features/reservation/utils/extras';
import { PcFrame } from './pc-frame';
import '../../styles/pc-booking.css';

const TITLE = { 1: 'screens.bookUp', 2: 'screens.bookDown' } as const satisfies Record<UpDown, string>;

function UsedPoints({ onSelect, canSearch }: { onSelect: (stop: BusStop) => void; canSearch: boolean }) {
  const used = useNetUseBusStop();
  return (
    <section className="card" aria-labelledby="pc-used-points">
      <h2 id="pc-used-points">{t('places.chooseUsedBefore')}</h2>
      {used.isPending ? (
        <Loading />
      ) : used.isError ? (
        failureText(used.error) && <Alert>{failureText(used.error)}</Alert>
      ) : used.data.length === 0 ? (
        <p className="empty">{canSearch ? t('places.noneUsedBefore') : messages.error[310]}</p>
      ) : (
        <BusStopList area="pc" stops={used.data} onSelect={onSelect} />
      )}
    </section>
  );
}

const canSearch = ({ reservation: flags }: SiteOption) =>
  flags.isAreaBusStopSerachEnabled ||
  flags.isAddressBusStopSerachEnabled ||
  flags.isCourseBusStopSerachEnabled;

function Searches({
  siteOption,
  onSearch,
}: {
  siteOption: SiteOption;
  onSearch: (search: BusStopSearch) => void;
}) {
  const flags = siteOption.reservation;
  const areas = useNetReleaseArea(flags.isAreaBusStopSerachEnabled);
  const towns = useBusStopTowns(flags.isAddressBusStopSerachEnabled);
  const courses = useNetReleaseCourse(flags.isCourseBusStopSerachEnabled);
  if (!canSearch(siteOption)) return null;
  const errors = [areas.error, towns.error, courses.error]
    .map(failureText)
    .filter((t): t is string => Boolean(t));
  return (
    <section className="card" aria-labelledby="pc-point-search">
      <h2 id="pc-point-search">{t('places.chooseBySearch')}</h2>
      {errors.map((text) => (
        <Alert key={text}>{text}</Alert>
      ))}
      <div className="pc-searches">
        {flags.isAreaBusStopSerachEnabled &&
          (areas.data ? (
            <PcPointSearch
              id="pc-search-area"
              label={tSearch('kinds.area')}
              options={areas.data.map((a) => ({ value: a.areaCd, text: a.areaNm }))}
              onSearch={(areaCd) => onSearch({ by: 'area', areaCd })}
            />
          ) : (
            areas.isPending && <Loading />
          ))}
        {flags.isAddressBusStopSerachEnabled &&
          (towns.data ? (
            <PcPointSearch
              id="pc-search-address"
              label={tSearch('kinds.address')}
              options={towns.data.map((t) => ({
                value: [t.pref, t.city, t.town].join(' '),
                text: `${t.pref}${t.city}${t.town}`,
              }))}
              onSearch={(busStopAddress) => onSearch({ by: 'address', busStopAddress })}
            />
          ) : (
            towns.isPending && <Loading />
          ))}
        {flags.isCourseBusStopSerachEnabled &&
          (courses.data ? (
            <PcPointSearch
              id="pc-search-course"
              label={tSearch('kinds.course')}
              options={courses.data.map((c) => ({ value: c.homenCd, text: c.homenName }))}
              onSearch={(homenCd) => onSearch({ by: 'course', homenCd })}
            />
          ) : (
            courses.isPending && <Loading />
          ))}
      </div>
    </section>
  );
}

function ConditionForm({ siteOption, upDown }: { siteOption: SiteOption; upDown: UpDown }) {
  const navigate = useNavigate();
  const { condition, replace } = useReservationCondition();
  const [extras, setExtras] = useState<Extras>(() => ({
    passenger: condition?.passenger ?? 0,
    childSheet: condition?.childSheet ?? 0,
    jitensya: condition?.jitensya ?? 0,
  }));
  const start = (busStop?: BusStop) =>
    replace({ date: '', upDown, ...extras, ...(busStop ? { busStop } : {}) });

  if (!siteOption.menu.useReservation) return <Alert>{messages.error[404]}</Alert>;
  return (
    <>
      <PcExtrasFields
        value={extras}
        enabled={enabledExtras(siteOption.reservation)}
        onChange={(patch) => setExtras((current) => ({ ...current, ...patch }))}
      />
      <UsedPoints
        canSearch={canSearch(siteOption)}
        onSelect={(stop) => {
          start(stop);
          navigate(paths.pc.rsvselect);
        }}
      />
      <Searches
        siteOption={siteOption}
        onSearch={(search) => {
          start();
          navigate(pointListHref('pc', search));
        }}
      />
    </>
  );
}

export default function PcRsvCondRoute() {
  const [params] = useSearchParams();
  const upDown = upDownOfRsvcond(params);
  return (
    <PcFrame>
      {({ siteOption }) => (
        <>
          <h1 className="page-title">{tFrame(TITLE[upDown])}</h1>
          <PcStepBar current={1} upDown={upDown} />
          <p className="pc-lead">{t('places.lead', { place: placeTerm(upDown) })}</p>
          <ConditionForm key={upDown} siteOption={siteOption} upDown={upDown} />
        </>
      )}
    </PcFrame>
  );
}

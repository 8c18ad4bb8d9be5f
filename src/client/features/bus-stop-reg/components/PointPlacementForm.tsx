import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { MAP_LINK_ZOOM, POINT_MAP_ZOOM, POINT_TEXT_MAX } from '@shared/constants';
import { t as tFrame } from '@shared/i18n/learner/frame';
import { t } from '@shared/i18n/learner/points';
import { messages } from '@shared/i18n/messages';
import { hasCoordinates } from '@shared/rules/geo';
import { pointFormProblems, type PointFormProblem } from '@shared/rules/point-form';
import type { MapPlaces } from '@shared/schemas/bus-stop-reg';
import type { MapTiles } from '@shared/schemas/provider';
import { PointMap, type MapMarker } from '@client/components/map/PointMap';
import type { PointDraft } from '../hooks/point-draft';

interface Props {
  tiles: MapTiles;
  school: { name: string; lat: number; lng: number };
  /** the school's areas and stops to centre the map on (none while loading or unreadable) */
  places: MapPlaces;
  draft: PointDraft;
  /** a new point needs its category (warning 40); an edit keeps the point's own */
  needsCategory: boolean;
  onChange: (patch: Partial<PointDraft>) => void;
  onNext: () => void;
}

/** What 現在地を使う last did, when it did not place the marker; the learner is told each outcome in words. */
type Locating = 'idle' | 'busy' | 'unsupported' | 'denied' | 'unavailable' | 'timeout';

/** About 10 cm: the marker's place without the float noise of a tap. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

const length = (text: string) => [...text].length;

/**
 * BusStopReg (SPEC.md §2, §5): the place of a point on a map — a tap, the learner's current
 * location, or the map's centre after panning with the arrow keys, so no pointer is needed — and
 * its address and name. The §5 problems are shown beside their fields and, after 次へ, in a
 * summary; the focus moves to the first place to fix — the map, else the first invalid field.
 */
export function PointPlacementForm({ tiles, school, places, draft, needsCategory, onChange, onNext }: Props) {
  const id = useId();
  const placed = hasCoordinates(draft.lat, draft.lng);
  const [view, setView] = useState(() =>
    placed
      ? { lat: draft.lat!, lng: draft.lng!, zoom: MAP_LINK_ZOOM, key: 0 }
      : { lat: school.lat, lng: school.lng, zoom: POINT_MAP_ZOOM, key: 0 },
  );
  const [centredOn, setCentredOn] = useState<{ value: string; fit?: Fit } | null>(null);
  /** each move asked for (a list choice, the current location) is new to the map, even to the same place */
  const moves = useRef(0);
  const centre = useRef({ lat: view.lat, lng: view.lng });
  const [locating, setLocating] = useState<Locating>('idle');
  const [placedText, setPlacedText] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(0);

  const problems: PointFormProblem[] = submitted > 0 ? pointFormProblems(draft, needsCategory) : [];
  const has = (code: PointFormProblem) => problems.includes(code);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = formRef.current;
    if (submitted === 0 || !form) return;
    const first = pointFormProblems(draft, needsCategory).find((code) => code !== 40);
    // the map is where 42 is fixed: panned with the arrow keys, or tapped; a category (40) is
    // chosen on the menu, so only the summary names it
    const target =
      first === 42
        ? form.querySelector<HTMLElement>('.point-map__box')
        : first !== undefined
          ? form.querySelector<HTMLElement>('[aria-invalid="true"]')
          : form.querySelector<HTMLElement>('.point-summary');
    target?.focus();
    // only a new 次へ moves the focus, not the typing that follows it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitted]);

  const centredArea = centredOn?.value.startsWith('area:') ? centredOn.value.slice('area:'.length) : null;
  const markers = useMemo<MapMarker[]>(
    () => [
      // the school's stops, named once the map is near enough for their labels not to cover each
      // other — those of the area chosen from the list at once, as the map shows that area
      ...places.flatMap((area) =>
        area.stops.map((stop) => ({
          id: `stop-${stop.busStopCd}`,
          lat: stop.lat,
          lng: stop.lng,
          label: stop.name,
          kind: 'stop' as const,
          permanentLabel: centredArea === area.areaCd ? ('always' as const) : ('near' as const),
        })),
      ),
      {
        id: 'school',
        lat: school.lat,
        lng: school.lng,
        label: school.name,
        kind: 'school',
        permanentLabel: 'always',
      },
      ...(hasCoordinates(draft.lat, draft.lng)
        ? [
            {
              id: 'picked',
              lat: draft.lat,
              lng: draft.lng!,
              label: t('toRegister'),
              kind: 'picked' as const,
              permanentLabel: 'always' as const,
            },
          ]
        : []),
    ],
    [places, centredArea, school.lat, school.lng, school.name, draft.lat, draft.lng],
  );

  /** Moves the map to the school, an area (all its stops in view) or a stop chosen from the list. */
  const centreOn = (value: string) => {
    const move = ++moves.current;
    const place = placeOf(places, value);
    if (place && place.points.length > 1) {
      setCentredOn({ value, fit: { key: `${value}-${move}`, points: place.points } });
      return;
    }
    const only = place?.points[0] ?? school;
    setView({ lat: only.lat, lng: only.lng, zoom: place ? MAP_LINK_ZOOM : POINT_MAP_ZOOM, key: move });
    setCentredOn({ value });
  };
  const centredName = centredOn
    ? (placeOf(places, centredOn.value)?.name ?? t('placement.centreOnSchool', { school: school.name }))
    : null;

  /** Puts the marker there and says how, in the status line. */
  const place = (lat: number, lng: number, said: string) => {
    onChange({ lat: round(lat), lng: round(lng) });
    setPlacedText(said);
    setLocating('idle');
  };

  const locate = () => {
    if (locating === 'busy') return;
    if (!window.isSecureContext || !('geolocation' in navigator)) {
      setLocating('unsupported');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        place(latitude, longitude, t('placement.placedAtLocation'));
        setView({ lat: latitude, lng: longitude, zoom: MAP_LINK_ZOOM, key: ++moves.current });
      },
      (error) => {
        setLocating(
          error.code === error.PERMISSION_DENIED
            ? 'denied'
            : error.code === error.TIMEOUT
              ? 'timeout'
              : 'unavailable',
        );
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted((n) => n + 1);
    if (pointFormProblems(draft, needsCategory).length === 0) onNext();
  };

  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  const addressInvalid = has(43) || has(44);
  const nameInvalid = has(43) || has(45);

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="point-form">
      {problems.length > 0 && (
        <div
          key={submitted}
          tabIndex={-1}
          role="alert"
          className="alert alert-error point-summary"
          aria-labelledby={`${id}-summary`}
        >
          <p id={`${id}-summary`} className="point-summary-title">
            {t('placement.problems')}
          </p>
          <ul className="point-summary-list">
            {problems.map((code) => (
              <li key={code}>{messages.warning[code]}</li>
            ))}
          </ul>
        </div>
      )}

      <section className="card" aria-labelledby={`${id}-where`}>
        <h2 id={`${id}-where`}>{t('placement.where')}</h2>
        <p className="point-lead">{t('placement.whereLead')}</p>
        <div className="point-reg-map">
          <PointMap
            tiles={tiles}
            center={view}
            zoom={view.zoom}
            viewKey={view.key}
            fit={centredOn?.fit}
            markers={markers}
            label={t('placement.mapLabel')}
            offlineNote={t('placement.tilesMissing')}
            onPick={(lat, lng) => place(lat, lng, t('placement.placedByTap'))}
            onCentreChange={(lat, lng) => (centre.current = { lat, lng })}
          />
        </div>
        {places.length > 0 && (
          <div className="field point-centre-on">
            <label htmlFor={`${id}-centre`}>{t('placement.centreOn')}</label>
            <select
              id={`${id}-centre`}
              value={centredOn?.value ?? SCHOOL}
              aria-describedby={`${id}-centre-hint`}
              onChange={(e) => centreOn(e.target.value)}
            >
              <option value={SCHOOL}>{t('placement.centreOnSchool', { school: school.name })}</option>
              {places.map((area) => (
                <optgroup key={area.areaCd} label={area.name}>
                  <option value={`area:${area.areaCd}`}>
                    {t('placement.centreOnArea', { area: area.name })}
                  </option>
                  {area.stops.map((stop) => (
                    <option key={stop.busStopCd} value={`stop:${stop.busStopCd}`}>
                      {stop.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <p id={`${id}-centre-hint`} className="hint point-hint">
              {t('placement.centreOnHint')}
            </p>
            <p role="status" className="point-centred">
              {centredName && t('placement.centredOn', { place: centredName })}
            </p>
          </div>
        )}
        <div className="point-map-actions">
          {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page */}
          <button type="button" className="button" onClick={locate} aria-disabled={locating === 'busy'}>
            {t('placement.useLocation')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => place(centre.current.lat, centre.current.lng, t('placement.placedAtCentre'))}
          >
            {t('placement.placeAtCentre')}
          </button>
        </div>
        <p className="point-legend">
          <span className="point-dot point-dot-picked" aria-hidden="true" />
          {t('toRegister')}
          <span className="point-dot point-dot-school" aria-hidden="true" />
          {school.name}
          {places.length > 0 && (
            <>
              <span className="point-dot point-dot-stop" aria-hidden="true" />
              {t('placement.knownStop')}
            </>
          )}
        </p>
        <div role="status" className="point-placed">
          {locating !== 'idle' ? (
            <p className={locating === 'busy' ? undefined : 'point-locating-problem'}>
              {t(`placement.locating.${locating}`)}
            </p>
          ) : placed ? (
            <p>
              {placedText ?? t('placement.placedBefore')}
              <span className="point-coords">
                {t('placement.coordinates', { lat: draft.lat!.toFixed(5), lng: draft.lng!.toFixed(5) })}
              </span>
            </p>
          ) : (
            <p className="point-not-placed">{t('placement.notPlaced')}</p>
          )}
        </div>
        {has(42) && (
          <p id={`${id}-map-error`} className="field-error">
            {messages.warning[42]}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby={`${id}-what`}>
        <h2 id={`${id}-what`}>{t('placement.what')}</h2>
        <p className="point-lead">{t('placement.whatLead', { max: POINT_TEXT_MAX })}</p>
        {has(43) && (
          <p id={`${id}-text-error`} className="field-error">
            {messages.warning[43]}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-address`}>{t('facts.address')}</label>
          <input
            id={`${id}-address`}
            name="ad1"
            autoComplete="street-address"
            value={draft.address}
            aria-invalid={addressInvalid}
            aria-describedby={describedBy(
              has(43) && `${id}-text-error`,
              has(44) && `${id}-address-error`,
              `${id}-address-count`,
            )}
            onChange={(e) => onChange({ address: e.target.value })}
          />
          <p
            id={`${id}-address-count`}
            className={
              length(draft.address) > POINT_TEXT_MAX ? 'hint point-hint point-count-over' : 'hint point-hint'
            }
          >
            <span>{t('placement.addressExample')}</span>
            <span>{t('placement.count', { length: length(draft.address), max: POINT_TEXT_MAX })}</span>
          </p>
          {has(44) && (
            <p id={`${id}-address-error`} className="field-error">
              {messages.warning[44]}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('facts.name')}</label>
          <input
            id={`${id}-name`}
            name="busStopKName"
            autoComplete="off"
            value={draft.name}
            aria-invalid={nameInvalid}
            aria-describedby={describedBy(
              has(43) && `${id}-text-error`,
              has(45) && `${id}-name-error`,
              `${id}-name-count`,
            )}
            onChange={(e) => onChange({ name: e.target.value })}
          />
          <p
            id={`${id}-name-count`}
            className={
              length(draft.name) > POINT_TEXT_MAX ? 'hint point-hint point-count-over' : 'hint point-hint'
            }
          >
            <span>{t('placement.nameExample')}</span>
            <span>{t('placement.count', { length: length(draft.name), max: POINT_TEXT_MAX })}</span>
          </p>
          {has(45) && (
            <p id={`${id}-name-error`} className="field-error">
              {messages.warning[45]}
            </p>
          )}
        </div>
      </section>

      <button type="submit" className="button button-primary">
        {tFrame('next')}
      </button>
    </form>
  );
}

const SCHOOL = 'school';

interface Fit {
  key: string;
  points: readonly { lat: number; lng: number }[];
}

/** An area ('area:…', all its stops) or a stop ('stop:…') of the list, by its option value. */
function placeOf(places: MapPlaces, value: string): { name: string; points: Fit['points'] } | null {
  const [kind, code] = value.split(/:(.*)/s) as [string, string | undefined];
  for (const area of places) {
    if (kind === 'area' && area.areaCd === code)
      return { name: t('placement.centreOnArea', { area: area.name }), points: area.stops };
    const stop = kind === 'stop' ? area.stops.find((s) => s.busStopCd === code) : undefined;
    if (stop) return { name: stop.name, points: [stop] };
  }
  return null;
}

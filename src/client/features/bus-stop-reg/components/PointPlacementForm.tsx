import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { MAP_LINK_ZOOM, POINT_MAP_ZOOM, POINT_TEXT_MAX } from '@shared/constants';
import { messages } from '@shared/i18n/messages';
import { hasCoordinates } from '@shared/rules/geo';
import { pointFormProblems, type PointFormProblem } from '@shared/rules/point-form';
import type { MapTiles } from '@shared/schemas/provider';
import { PointMap, type MapMarker } from '@client/components/map/PointMap';
import { focusOnMount } from '@client/lib/focus-on-mount';
import type { PointDraft } from '../hooks/point-draft';

interface Props {
  tiles: MapTiles;
  school: { name: string; lat: number; lng: number };
  draft: PointDraft;
  /** a new point needs its category (warning 40); an edit keeps the point's own */
  needsCategory: boolean;
  onChange: (patch: Partial<PointDraft>) => void;
  onNext: () => void;
}

/** What 現在地を使う last did, when it did not place the marker; the learner is told each outcome in words. */
type Locating = 'idle' | 'busy' | 'unsupported' | 'denied' | 'unavailable' | 'timeout';

const LOCATING_TEXT: Record<Exclude<Locating, 'idle'>, string> = {
  busy: '現在地を取得しています…',
  unsupported:
    'この端末またはこの接続では現在地を取得できません。地図をタップするか、地図を動かして「地図の中央に置く」を押してください。',
  denied:
    '現在地の利用が許可されていません。端末やブラウザの設定で位置情報を許可するか、地図から地点を選んでください。',
  unavailable:
    '現在地を取得できませんでした。電波の届く場所でもう一度お試しいただくか、地図から地点を選んでください。',
  timeout: '現在地の取得に時間がかかっています。もう一度お試しいただくか、地図から地点を選んでください。',
};

/** About 10 cm: the marker's place without the float noise of a tap. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

const length = (text: string) => [...text].length;

/**
 * BusStopReg (SPEC.md §2, §5): the place of a point on a map — a tap, the learner's current
 * location, or the map's centre after panning with the arrow keys, so no pointer is needed — and
 * its address and name. The §5 problems are shown beside their fields and, after 次へ, in a
 * summary that takes the focus.
 */
export function PointPlacementForm({ tiles, school, draft, needsCategory, onChange, onNext }: Props) {
  const id = useId();
  const placed = hasCoordinates(draft.lat, draft.lng);
  const [view, setView] = useState(() =>
    placed
      ? { lat: draft.lat!, lng: draft.lng!, zoom: MAP_LINK_ZOOM }
      : { lat: school.lat, lng: school.lng, zoom: POINT_MAP_ZOOM },
  );
  const centre = useRef({ lat: view.lat, lng: view.lng });
  const [locating, setLocating] = useState<Locating>('idle');
  const [placedText, setPlacedText] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(0);

  const problems: PointFormProblem[] = submitted > 0 ? pointFormProblems(draft, needsCategory) : [];
  const has = (code: PointFormProblem) => problems.includes(code);

  const markers = useMemo<MapMarker[]>(
    () => [
      { id: 'school', lat: school.lat, lng: school.lng, label: school.name, kind: 'school' },
      ...(hasCoordinates(draft.lat, draft.lng)
        ? [{ id: 'picked', lat: draft.lat, lng: draft.lng!, label: '登録する地点', kind: 'picked' as const }]
        : []),
    ],
    [school.lat, school.lng, school.name, draft.lat, draft.lng],
  );

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
        place(
          latitude,
          longitude,
          '現在地に印を付けました。ずれている場合は、地図をタップして直してください。',
        );
        setView({ lat: latitude, lng: longitude, zoom: MAP_LINK_ZOOM });
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
    <form onSubmit={submit} noValidate className="point-form">
      {problems.length > 0 && (
        <div
          key={submitted}
          ref={focusOnMount}
          tabIndex={-1}
          role="alert"
          className="alert alert-error"
          aria-labelledby={`${id}-summary`}
        >
          <p id={`${id}-summary`} className="point-summary-title">
            入力内容を確認してください
          </p>
          <ul className="point-summary-list">
            {problems.map((code) => (
              <li key={code}>{messages.warning[code]}</li>
            ))}
          </ul>
        </div>
      )}

      <section className="card" aria-labelledby={`${id}-where`}>
        <h2 id={`${id}-where`}>乗車する場所</h2>
        <p className="point-lead">
          地図をタップして印を付けてください。キーボードでは、地図を選んで矢印キーで動かし、中央の十字を場所に合わせて「地図の中央に置く」を押します。
        </p>
        <div className="point-reg-map">
          <PointMap
            tiles={tiles}
            center={view}
            zoom={view.zoom}
            markers={markers}
            label="乗車する場所を選ぶ地図（矢印キーで移動、＋と−で拡大・縮小）"
            onPick={(lat, lng) => place(lat, lng, '地図をタップした場所に印を付けました。')}
            onCentreChange={(lat, lng) => (centre.current = { lat, lng })}
          />
        </div>
        <div className="point-map-actions">
          {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page */}
          <button type="button" className="button" onClick={locate} aria-disabled={locating === 'busy'}>
            現在地を使う
          </button>
          <button
            type="button"
            className="button"
            onClick={() => place(centre.current.lat, centre.current.lng, '地図の中央に印を付けました。')}
          >
            地図の中央に置く
          </button>
        </div>
        <p className="point-legend">
          <span className="point-dot point-dot-picked" aria-hidden="true" />
          登録する地点
          <span className="point-dot point-dot-school" aria-hidden="true" />
          {school.name}
        </p>
        <div role="status" className="point-placed">
          {locating !== 'idle' ? (
            <p className={locating === 'busy' ? undefined : 'point-locating-problem'}>
              {LOCATING_TEXT[locating]}
            </p>
          ) : placed ? (
            <p>
              {placedText ?? '印の場所で登録します。'}
              <span className="point-coords">{`（緯度 ${draft.lat!.toFixed(5)}、経度 ${draft.lng!.toFixed(5)}）`}</span>
            </p>
          ) : (
            <p className="point-not-placed">まだ場所が選ばれていません。</p>
          )}
        </div>
        {has(42) && (
          <p id={`${id}-map-error`} className="field-error">
            {messages.warning[42]}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby={`${id}-what`}>
        <h2 id={`${id}-what`}>住所と地点名</h2>
        <p className="point-lead">どちらか一方は必ず入力してください（それぞれ{POINT_TEXT_MAX}文字まで）。</p>
        {has(43) && (
          <p id={`${id}-text-error`} className="field-error">
            {messages.warning[43]}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-address`}>住所</label>
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
            <span>例：上尾市緑丘1-2-3</span>
            <span>{`${length(draft.address)}/${POINT_TEXT_MAX}文字`}</span>
          </p>
          {has(44) && (
            <p id={`${id}-address-error`} className="field-error">
              {messages.warning[44]}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>地点名</label>
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
            <span>例：自宅、アルバイト先</span>
            <span>{`${length(draft.name)}/${POINT_TEXT_MAX}文字`}</span>
          </p>
          {has(45) && (
            <p id={`${id}-name-error`} className="field-error">
              {messages.warning[45]}
            </p>
          )}
        </div>
      </section>

      <button type="submit" className="button button-primary">
        次へ
      </button>
    </form>
  );
}

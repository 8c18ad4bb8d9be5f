import { hasCoordinates } from '@shared/rules/geo';
import type { PointDraft } from '../hooks/point-draft';
import { MapLinks } from './MapLinks';

/** SPEC.md §2 point confirm: category, address, name and the place on external maps. */
export function PointFacts({ draft }: { draft: PointDraft }) {
  return (
    <dl className="point-facts">
      <div>
        <dt>分類</dt>
        <dd>{draft.categoryName}</dd>
      </div>
      <div>
        <dt>住所</dt>
        <dd>{draft.address.trim() || '（未入力）'}</dd>
      </div>
      <div>
        <dt>地点名</dt>
        <dd>{draft.name.trim() || '（未入力）'}</dd>
      </div>
      {hasCoordinates(draft.lat, draft.lng) && (
        <div>
          <dt>場所</dt>
          <dd>
            <span className="point-coords">{`緯度 ${draft.lat.toFixed(5)}、経度 ${draft.lng!.toFixed(5)}`}</span>
            <MapLinks lat={draft.lat} lng={draft.lng!} name={draft.name.trim() || draft.address.trim()} />
          </dd>
        </div>
      )}
    </dl>
  );
}

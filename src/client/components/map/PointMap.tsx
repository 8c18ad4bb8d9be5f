import 'leaflet/dist/leaflet.css';
import './point-map.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { t } from '@shared/i18n/learner/map';
import type { MapTiles } from '@shared/schemas/provider';

/** A marker on a map: its kind picks the colour (the legend is the screen's). */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** shown on hover / tap (markers are hidden from screen readers: each screen lists the same points in words) */
  label: string;
  kind: 'picked' | 'pending' | 'stop' | 'own-stop' | 'school' | 'bus' | 'stale-bus';
  /**
   * the label stays written beside the marker, so a map without tiles still names its places:
   * 'always', or 'near' only from {@link NEAR_LABEL_ZOOM} on (many stops would cover each other
   * further out); by default it shows on hover / tap only
   */
  permanentLabel?: 'always' | 'near';
}

interface Props {
  tiles: MapTiles;
  center: { lat: number; lng: number };
  zoom: number;
  markers: readonly MapMarker[];
  /** the accessible name of the map region */
  label: string;
  /** a tap or click on the map (registration places its marker there) */
  onPick?: (lat: number, lng: number) => void;
  /** the centre after every move, so a keyboard user can place a point where they panned to */
  onCentreChange?: (lat: number, lng: number) => void;
  /** a marker was tapped or clicked (a pointer shortcut: the screen's list offers the same choice) */
  onMarkerSelect?: (id: string) => void;
  /** what the map says when its tiles cannot load; by default, how to place a point all the same */
  offlineNote?: string;
  /**
   * points the view is fitted to (instead of `zoom` around `center`) whenever `key` changes — not
   * on each refresh of the same points, so a pan or zoom by hand is kept while markers move
   */
  fit?: { key: string; points: readonly { lat: number; lng: number }[] };
  /** a change moves the view back to `center` and `zoom` even when they are unchanged (a "back to" button) */
  viewKey?: number;
  /** a course drawn as a line through these points, in order, under the markers */
  line?: readonly { lat: number; lng: number }[];
}

/** From this zoom on, markers labelled 'near' show their labels. */
export const NEAR_LABEL_ZOOM = 15;

const COLOURS: Record<MapMarker['kind'], string> = {
  picked: '#c62828',
  pending: '#e65100',
  stop: '#1565c0',
  'own-stop': '#c62828',
  school: '#2e7d32',
  bus: '#6a1b9a',
  'stale-bus': '#8a8f98',
};

/**
 * A Leaflet map (PRODUCT.md §5) that stays useful without tiles: markers and course lines are
 * vectors (no image files) on a light background, labelled in plain text, and when the tile server
 * cannot be reached a note says so while taps and keyboard panning still work. Leaflet is imported only by the modules of the map pages.
 */
export function PointMap({
  tiles,
  center,
  zoom,
  markers,
  label,
  onPick,
  onCentreChange,
  onMarkerSelect,
  offlineNote = t('tilesMissing'),
  fit,
  viewKey,
  line,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const callbacks = useRef({ onPick, onCentreChange, onMarkerSelect });
  callbacks.current = { onPick, onCentreChange, onMarkerSelect };
  const [tilesMissing, setTilesMissing] = useState(false);
  const [near, setNear] = useState(zoom >= NEAR_LABEL_ZOOM);
  // Leaflet drops a view asked for while it animates a zoom (Map._tryAnimatedZoom), so such a view
  // waits for that zoom to end: 地図で見る pressed while the first fit still ran was lost
  const zooming = useRef(false);
  const waitingView = useRef<((m: L.Map) => void) | null>(null);
  const showView = (change: (m: L.Map) => void) => {
    if (!map.current) return;
    if (zooming.current) waitingView.current = change;
    else change(map.current);
  };

  useEffect(() => {
    if (!box.current) return;
    const m = L.map(box.current, {
      center: [center.lat, center.lng],
      zoom,
      keyboardPanDelta: 40,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(m);
    let loaded = false;
    L.tileLayer(tiles.url, {
      maxZoom: 18,
      attribution: `<a href="${encodeURI(tiles.attributionUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(tiles.attribution)}</a>`,
    })
      .on('tileload', () => {
        loaded = true;
        setTilesMissing(false);
      })
      .on('tileerror', () => {
        if (!loaded) setTilesMissing(true);
      })
      .addTo(m);
    m.attributionControl.setPrefix(false);
    m.on('click', (e: L.LeafletMouseEvent) => callbacks.current.onPick?.(e.latlng.lat, e.latlng.lng));
    m.on('zoomanim', () => {
      zooming.current = true;
    });
    m.on('zoomend', () => {
      zooming.current = false;
      const change = waitingView.current;
      waitingView.current = null;
      change?.(m);
    });
    m.on('zoomend', () => setNear(m.getZoom() >= NEAR_LABEL_ZOOM));
    m.on('moveend', () => {
      const c = m.getCenter();
      callbacks.current.onCentreChange?.(c.lat, c.lng);
    });
    box.current.setAttribute('aria-label', label);
    box.current.setAttribute('role', 'application');
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    // Leaflet follows the window's size only: a layout that widens or narrows the box (a panel
    // beside it opening) would leave markers outside the old bounds undrawn
    const resized = new ResizeObserver(() => m.invalidateSize());
    resized.observe(box.current);
    return () => {
      resized.disconnect();
      m.remove();
      map.current = null;
    };
    // the map is built once; centre, zoom and markers are applied by the effects below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    showView((m) => m.setView([center.lat, center.lng], zoom));
  }, [center.lat, center.lng, zoom, viewKey]);

  const fitKey = fit && fit.points.length > 1 ? fit.key : null;
  useEffect(() => {
    if (fitKey === null || !fit) return;
    const bounds = L.latLngBounds(fit.points.map((p) => L.latLng(p.lat, p.lng)));
    showView((m) => m.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 }));
    // refitted only when the key changes (see the prop), not when the same points move
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    if (line && line.length > 1)
      L.polyline(
        line.map((p) => L.latLng(p.lat, p.lng)),
        { color: '#1565c0', weight: 4, opacity: 0.6, interactive: false },
      ).addTo(group);
    for (const marker of markers) {
      const permanent = marker.permanentLabel === 'always' || (marker.permanentLabel === 'near' && near);
      const circle = L.circleMarker([marker.lat, marker.lng], {
        radius: marker.kind === 'school' || marker.kind === 'stop' || marker.kind === 'pending' ? 8 : 11,
        color: '#ffffff',
        weight: 2,
        fillColor: COLOURS[marker.kind],
        fillOpacity: 1,
      })
        .bindTooltip(textNode(marker.label), {
          permanent,
          // beside the marker on the side with more room, so a label near the edge is not cut off
          direction: 'auto',
          offset: [10, 0],
          className: `point-map__label point-map__label--${marker.kind}`,
        })
        .on('click', () => callbacks.current.onMarkerSelect?.(marker.id))
        .addTo(group);
      // a written label repeats what the screen's list says: hidden from screen readers like the marker
      circle.getTooltip()?.getElement()?.setAttribute('aria-hidden', 'true');
      // the tooltip's focus listeners make Chromium put each unnamed SVG circle in the tab order,
      // where Enter does nothing; the same facts are in the screen's list, so keyboard and screen
      // reader users pass the markers by
      const element = circle.getElement();
      element?.setAttribute('tabindex', '-1');
      element?.setAttribute('aria-hidden', 'true');
    }
  }, [markers, line, near]);

  return (
    <div className="point-map">
      <div ref={box} className="point-map__box" />
      {tilesMissing && (
        <p className="point-map__note" role="status">
          {offlineNote}
        </p>
      )}
    </div>
  );
}

/**
 * Leaflet inserts a tooltip given as a string as HTML; labels carry names learners and staff
 * typed, so they go in as a text node and markup in them stays text.
 */
function textNode(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

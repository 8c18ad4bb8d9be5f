import { MAP_LINK_ZOOM } from '@shared/constants';

/** Mean radius of the Earth in metres (IUGG), for great-circle distances. */
const EARTH_RADIUS_M = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two points given in degrees (haversine). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Closer to 0/0 than this in both (about 0.1 m) is 0/0: a rounding of "none", not a place. */
const NO_PLACE_DEGREES = 1e-6;

/** A point has coordinates to show or link to (0/0, or next to it, is "none" in the original data). */
export function hasCoordinates(lat: number | null, lng: number | null): lat is number {
  return (
    lat !== null &&
    lng !== null &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    !(Math.abs(lat) < NO_PLACE_DEGREES && Math.abs(lng) < NO_PLACE_DEGREES)
  );
}

/** Whether the coordinates lie in Japan's bounding box: swapped latitude and longitude fail it. */
export const isInJapan = (lat: number, lng: number) =>
  Number.isFinite(lat) && Number.isFinite(lng) && lat >= 20 && lat <= 46 && lng >= 122 && lng <= 154;

/** One link to an external map service. */
export interface MapLink {
  label: string;
  href: string;
}

/**
 * SPEC.md §7: links to three external map services at zoom 16, built from latitude and longitude
 * only (no address leaves the app).
 */
export function mapLinks(lat: number, lng: number): MapLink[] {
  const z = MAP_LINK_ZOOM;
  return [
    { label: 'Googleマップ', href: `https://www.google.com/maps?q=${lat},${lng}&z=${z}` },
    { label: 'Yahoo!地図', href: `https://map.yahoo.co.jp/place?lat=${lat}&lon=${lng}&zoom=${z}` },
    { label: '地理院地図', href: `https://maps.gsi.go.jp/#${z}/${lat}/${lng}/` },
  ];
}

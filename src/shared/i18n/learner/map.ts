import { translator } from '../translator';

/**
 * The map of the point and bus pages (components/map, PRODUCT.md §5): its zoom buttons and what
 * it says when its tiles cannot load. Only the map pages load it, with Leaflet.
 */
export const ja = {
  zoomIn: '拡大',
  zoomOut: '縮小',
  /** the default: how to place a point without the map's images */
  tilesMissing:
    '地図の画像を読み込めません。地図をタップするか、キーボードの矢印キーで動かして地点を選べます。',
} as const;

export const t = translator(ja);

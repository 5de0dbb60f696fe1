/**
 * Draws a small map without tiles (the checkout map's offline default, spec §2.8): longitude and
 * latitude are projected onto a box with an equirectangular projection whose x is scaled by
 * cos(latitude) at the centre, which is true to shape at city scale. The box fits the zone and the
 * pin with a margin, keeping the aspect ratio.
 */

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface ProjectedMap {
  width: number;
  height: number;
  /** SVG path data of the zone outline ("M x y L … Z"), or '' without a zone. */
  zonePath: string;
  pin: { x: number; y: number };
  places: { name: string; x: number; y: number }[];
}

export function projectMap(
  input: { zone: readonly MapPoint[]; pin: MapPoint; places?: readonly (MapPoint & { name: string })[] },
  box: { width: number; height: number; padding?: number; fontSize?: number },
): ProjectedMap {
  const padding = box.padding ?? 16;
  const points: MapPoint[] = [...input.zone, input.pin];
  let minLat = Math.min(...points.map((p) => p.lat));
  let maxLat = Math.max(...points.map((p) => p.lat));
  let minLng = Math.min(...points.map((p) => p.lng));
  let maxLng = Math.max(...points.map((p) => p.lng));
  // A lone pin still gets about a kilometre around it.
  if (maxLat - minLat < 0.01) {
    minLat -= 0.01;
    maxLat += 0.01;
  }
  if (maxLng - minLng < 0.01) {
    minLng -= 0.01;
    maxLng += 0.01;
  }
  const kx = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLng - minLng) * kx;
  const spanY = maxLat - minLat;
  const scale = Math.min((box.width - 2 * padding) / spanX, (box.height - 2 * padding) / spanY);
  // Centred in the box.
  const offsetX = (box.width - spanX * scale) / 2;
  const offsetY = (box.height - spanY * scale) / 2;
  const project = (p: MapPoint) => ({
    x: round(offsetX + (p.lng - minLng) * kx * scale),
    y: round(offsetY + (maxLat - p.lat) * scale),
  });
  const ring = input.zone.map(project);
  const zonePath = ring.length > 0 ? `M ${ring.map((p) => `${p.x} ${p.y}`).join(' L ')} Z` : '';
  const pin = project(input.pin);
  const inBox = (input.places ?? [])
    .map((place) => ({ name: place.name, ...project(place) }))
    .filter((p) => p.x >= 0 && p.x <= box.width && p.y >= 0 && p.y <= box.height);
  return { width: box.width, height: box.height, zonePath, pin, places: readablePlaces(inBox, pin, box.width, box.fontSize ?? 10) };
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The places whose labels (drawn right of their dot) fit: nearest the pin first, none over the pin
 * or another label or past the right edge, so the map stays readable where towns crowd together.
 */
function readablePlaces<P extends { name: string; x: number; y: number }>(places: P[], pin: { x: number; y: number }, width: number, fontSize: number): P[] {
  // The pin is drawn about 26 units tall and 18 wide above its tip.
  const taken: Rect[] = [{ left: pin.x - 10, top: pin.y - 27, right: pin.x + 10, bottom: pin.y + 2 }];
  const kept: P[] = [];
  const byDistance = [...places].sort((a, b) => Math.hypot(a.x - pin.x, a.y - pin.y) - Math.hypot(b.x - pin.x, b.y - pin.y));
  for (const place of byDistance) {
    // An average glyph is about 0.55 em wide.
    const rect = { left: place.x - 3, top: place.y - fontSize, right: place.x + 5 + place.name.length * fontSize * 0.55, bottom: place.y + 4 };
    if (rect.right > width || taken.some((other) => overlaps(rect, other))) continue;
    taken.push(rect);
    kept.push(place);
  }
  return kept;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

import type { LatLng } from '../maps-provider';
import { essentialTokens, PLACES, type Place, type PlaceKind } from './gazetteer/gazetteer';

/**
 * Ranks gazetteer places against typed words. Every typed word must match a word of the place's name
 * or of where it is, in any order; while typing, the last word may be a prefix. Name matches weigh
 * more than where-it-is matches ("toronto" ranks the city above its 100 addresses), a fully typed name
 * ranks above a partial one, and with a `location` nearer places win among equals.
 */

const NAME_EXACT = 3;
const NAME_PREFIX = 2;
const CONTEXT_EXACT = 1.5;
const CONTEXT_PREFIX = 1;
/** Added in proportion to how much of the name was typed. */
const COMPLETE_NAME = 4;
/** Distance (km) at which the location bias costs half a point. */
const BIAS_KM = 25;

const KIND_ORDER: Record<PlaceKind, number> = { city: 0, fsa: 1, street: 2, address: 3 };

export interface PlaceMatch {
  place: Place;
  score: number;
}

export interface SearchOptions {
  /** Treat the last word as unfinished (autocomplete). */
  prefixLast: boolean;
  location?: LatLng;
}

function scoreName(name: readonly string[], context: readonly string[], query: readonly string[], prefixLast: boolean): number | null {
  let score = 0;
  const matched = new Set<string>();
  for (const [i, word] of query.entries()) {
    const prefix = prefixLast && i === query.length - 1;
    let best = 0;
    let hit: string | undefined;
    for (const token of name) {
      if (token === word) {
        best = NAME_EXACT;
        hit = token;
        break;
      }
      if (prefix && best < NAME_PREFIX && token.startsWith(word)) {
        best = NAME_PREFIX;
        hit = token;
      }
    }
    if (hit) matched.add(hit);
    if (best === 0) {
      for (const token of context) {
        if (token === word) {
          best = CONTEXT_EXACT;
          break;
        }
        if (prefix && token.startsWith(word)) best = CONTEXT_PREFIX;
      }
    }
    if (best === 0) return null;
    score += best;
  }
  const essential = essentialTokens(name);
  const typed = essential.filter((t) => matched.has(t)).length / essential.length;
  return score + COMPLETE_NAME * typed;
}

function scorePlace(place: Place, query: readonly string[], prefixLast: boolean): number | null {
  let best: number | null = null;
  for (const name of place.names) {
    const score = scoreName(name, place.context, query, prefixLast);
    if (score !== null && (best === null || score > best)) best = score;
  }
  return best;
}

export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Every place matching all query words, best first (ties: towns, postal areas, streets, addresses). */
export function searchPlaces(query: readonly string[], options: SearchOptions): PlaceMatch[] {
  if (query.length === 0) return [];
  const matches: (PlaceMatch & { order: number })[] = [];
  for (const [order, place] of PLACES.entries()) {
    let score = scorePlace(place, query, options.prefixLast);
    if (score === null) continue;
    if (options.location) {
      const km = haversineKm(options.location, place);
      score -= km / (km + BIAS_KM);
    }
    matches.push({ place, score, order });
  }
  return matches
    .sort((a, b) => b.score - a.score || KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] || a.order - b.order)
    .map(({ place, score }) => ({ place, score }));
}

/** The nearest place of a kind within `maxKm`, if any. */
export function nearestPlace(point: LatLng, kind: PlaceKind, maxKm: number): Place | undefined {
  let nearest: Place | undefined;
  let nearestKm = maxKm;
  for (const place of PLACES) {
    if (place.kind !== kind) continue;
    const km = haversineKm(point, place);
    if (km <= nearestKm) {
      nearest = place;
      nearestKm = km;
    }
  }
  return nearest;
}

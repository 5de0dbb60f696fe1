import type { PlacePrediction, PlaceResult } from '../../../../../core/schemas/maps';
import { DIRECTION_TOKENS, postalCodeTokens, searchTokens, slugOf } from '../search-tokens';
import { ADDRESSES } from './addresses';
import { MUNICIPALITIES, type MunicipalityRow } from './municipalities';
import { POSTAL_AREAS } from './postal-areas';

/**
 * The sandbox's places, built once from the data files: every address, every street those addresses
 * are on, every municipality and every postal area, each with its search tokens and the answer the
 * maps calls give for it.
 */

export type PlaceKind = 'city' | 'fsa' | 'street' | 'address';

export interface Place {
  id: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
  /** What the place is called: any one of these token lists fully typed is a complete match. */
  names: string[][];
  /** Where it is (town, parent city, province, postal code, country): these only narrow a search. */
  context: string[];
  prediction: PlacePrediction;
  result: PlaceResult;
}

interface Town {
  slug: string;
  name: string;
  province: 'ON' | 'QC';
  lat: number;
  lng: number;
  parent: Town | undefined;
  aliases: readonly string[];
}

const PROVINCE_NAMES = { ON: 'Ontario', QC: 'Québec' } as const;
const COUNTRY = { long_name: 'Canada', short_name: 'CA', types: ['country', 'political'] };

const STREET_TYPES: Record<string, string> = {
  St: 'Street',
  Ave: 'Avenue',
  Av: 'Avenue',
  Rd: 'Road',
  Dr: 'Drive',
  Blvd: 'Boulevard',
  Boul: 'Boulevard',
  Pkwy: 'Parkway',
  Cir: 'Circle',
  Terr: 'Terrace',
  Cres: 'Crescent',
  Ct: 'Court',
  Pl: 'Place',
  Ln: 'Lane',
  Sq: 'Square',
  Hwy: 'Highway',
};
/** Types that lead the name ("Rue Notre-Dame", "Hwy 7"); a leading "St" is Saint ("St Clair Ave W"). */
const LEADING_TYPES = new Set(['Av', 'Boul', 'Hwy']);
const DIRECTIONS: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', O: 'Ouest' };

/** Canada Post's short street name → Google's long_name: "Queen St W" → "Queen Street West". */
export function longStreetName(street: string): string {
  const words = street.split(' ');
  return words
    .map((word, i) => {
      if (i === words.length - 1 && i > 0 && DIRECTIONS[word]) return DIRECTIONS[word];
      if (STREET_TYPES[word] && (i > 0 || LEADING_TYPES.has(word))) return STREET_TYPES[word];
      return word;
    })
    .join(' ');
}

function buildTowns(rows: readonly MunicipalityRow[]): Map<string, Town> {
  const towns = new Map<string, Town>();
  for (const [slug, name, province, lat, lng, , aliases = []] of rows) {
    towns.set(slug, { slug, name, province, lat, lng, parent: undefined, aliases });
  }
  for (const [slug, , , , , parent] of rows) {
    if (!parent) continue;
    const town = towns.get(slug);
    const parentTown = towns.get(parent);
    if (!town || !parentTown) throw new Error(`gazetteer: unknown parent municipality ${parent} of ${slug}`);
    town.parent = parentTown;
  }
  return towns;
}

const rootOf = (town: Town): Town => (town.parent ? rootOf(town.parent) : town);

/** locality is the municipality (Toronto); a borough or former town (North York) is its sublocality. */
function townComponents(town: Town) {
  const root = rootOf(town);
  return [
    ...(town !== root ? [{ long_name: town.name, short_name: town.name, types: ['sublocality_level_1', 'sublocality', 'political'] }] : []),
    { long_name: root.name, short_name: root.name, types: ['locality', 'political'] },
    { long_name: PROVINCE_NAMES[town.province], short_name: town.province, types: ['administrative_area_level_1', 'political'] },
    COUNTRY,
  ];
}

function townContext(town: Town, { self = true } = {}): string[] {
  const tokens = self ? [...searchTokens(town.name), ...town.aliases.flatMap(searchTokens)] : [];
  for (let t = town.parent; t; t = t.parent) tokens.push(...searchTokens(t.name));
  tokens.push(...searchTokens(town.province), ...searchTokens(PROVINCE_NAMES[town.province]), 'canada');
  return tokens;
}

function cityPlace(town: Town): Place {
  const where = town.parent ? `${town.parent.name}, ${town.province}` : town.province;
  const formatted = `${town.name}, ${where}`;
  return {
    id: `sbx:city:${town.slug}`,
    kind: 'city',
    lat: town.lat,
    lng: town.lng,
    names: [town.name, ...town.aliases].map(searchTokens),
    context: townContext(town, { self: false }),
    prediction: { description: formatted, place_id: `sbx:city:${town.slug}`, main_text: town.name, secondary_text: where },
    result: {
      place_id: `sbx:city:${town.slug}`,
      formatted_address: formatted,
      geometry: { location: { lat: town.lat, lng: town.lng } },
      address_components: townComponents(town),
      postal_code: '',
      city: town.name,
      province: town.province,
      types: town.parent ? ['sublocality_level_1', 'sublocality', 'political'] : ['locality', 'political'],
    },
  };
}

function postalAreaPlace(fsa: string, lat: number, lng: number, town: Town): Place {
  const where = `${town.name}, ${town.province}`;
  const formatted = `${where} ${fsa}`;
  return {
    id: `sbx:fsa:${fsa}`,
    kind: 'fsa',
    lat,
    lng,
    names: [[fsa.toLowerCase()]],
    context: townContext(town),
    prediction: { description: formatted, place_id: `sbx:fsa:${fsa}`, main_text: fsa, secondary_text: where },
    result: {
      place_id: `sbx:fsa:${fsa}`,
      formatted_address: formatted,
      geometry: { location: { lat, lng } },
      address_components: [
        ...townComponents(town).slice(0, -1),
        COUNTRY,
        { long_name: fsa, short_name: fsa, types: ['postal_code', 'postal_code_prefix'] },
      ],
      postal_code: fsa,
      city: town.name,
      province: town.province,
      types: ['postal_code', 'postal_code_prefix'],
    },
  };
}

function streetPlace(street: string, town: Town, points: readonly { lat: number; lng: number }[]): Place {
  const id = `sbx:street:${town.slug}:${slugOf(street)}`;
  const lat = round(points.reduce((s, p) => s + p.lat, 0) / points.length);
  const lng = round(points.reduce((s, p) => s + p.lng, 0) / points.length);
  const where = `${town.name}, ${town.province}`;
  const formatted = `${street}, ${where}`;
  return {
    id,
    kind: 'street',
    lat,
    lng,
    names: [searchTokens(street)],
    context: townContext(town),
    prediction: { description: formatted, place_id: id, main_text: street, secondary_text: where },
    result: {
      place_id: id,
      formatted_address: formatted,
      geometry: { location: { lat, lng } },
      address_components: [{ long_name: longStreetName(street), short_name: street, types: ['route'] }, ...townComponents(town)],
      postal_code: '',
      city: town.name,
      province: town.province,
      types: ['route'],
    },
  };
}

function addressPlace(id: number, civic: string, street: string, town: Town, postalCode: string, lat: number, lng: number): Place {
  const placeId = `sbx:addr:${id}`;
  const main = `${civic} ${street}`;
  const where = `${town.name}, ${town.province} ${postalCode}`;
  const formatted = `${main}, ${where}`;
  return {
    id: placeId,
    kind: 'address',
    lat,
    lng,
    names: [searchTokens(main)],
    context: [...townContext(town), ...postalCodeTokens(postalCode)],
    prediction: { description: formatted, place_id: placeId, main_text: main, secondary_text: where },
    result: {
      place_id: placeId,
      formatted_address: formatted,
      geometry: { location: { lat, lng } },
      address_components: [
        { long_name: civic, short_name: civic, types: ['street_number'] },
        { long_name: longStreetName(street), short_name: street, types: ['route'] },
        ...townComponents(town),
        { long_name: postalCode, short_name: postalCode, types: ['postal_code'] },
      ],
      postal_code: postalCode,
      city: town.name,
      province: town.province,
      types: ['street_address'],
    },
  };
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

function buildPlaces(): Place[] {
  const towns = buildTowns(MUNICIPALITIES);
  const town = (slug: string, what: string): Town => {
    const found = towns.get(slug);
    if (!found) throw new Error(`gazetteer: unknown municipality ${slug} of ${what}`);
    return found;
  };
  const places: Place[] = [...towns.values()].map(cityPlace);
  for (const [fsa, lat, lng, slug] of POSTAL_AREAS) places.push(postalAreaPlace(fsa, lat, lng, town(slug, fsa)));

  const streets = new Map<string, { street: string; town: Town; points: { lat: number; lng: number }[] }>();
  for (const [id, civic, street, slug, postalCode, lat, lng] of ADDRESSES) {
    const addressTown = town(slug, `address ${id}`);
    places.push(addressPlace(id, civic, street, addressTown, postalCode, lat, lng));
    const key = `${slug}:${slugOf(street)}`;
    const entry = streets.get(key) ?? { street, town: addressTown, points: [] };
    entry.points.push({ lat, lng });
    streets.set(key, entry);
  }
  for (const { street, town: streetTown, points } of streets.values()) places.push(streetPlace(street, streetTown, points));
  return places;
}

export const PLACES: readonly Place[] = buildPlaces();
export const PLACES_BY_ID: ReadonlyMap<string, Place> = new Map(PLACES.map((p) => [p.id, p]));

/** Name tokens that count toward a complete match (a missing "W" does not make "Queen St" partial). */
export function essentialTokens(name: readonly string[]): string[] {
  const essential = name.filter((t) => !DIRECTION_TOKENS.has(t));
  return essential.length > 0 ? essential : [...name];
}

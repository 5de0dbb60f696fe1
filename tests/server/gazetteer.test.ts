import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import distance from '@turf/distance';
import { point } from '@turf/helpers';
import { describe, expect, it } from 'vitest';
import { ADDRESSES } from '../../server/adapters/maps/sandbox/gazetteer/addresses';
import { MUNICIPALITIES } from '../../server/adapters/maps/sandbox/gazetteer/municipalities';
import { POSTAL_AREAS } from '../../server/adapters/maps/sandbox/gazetteer/postal-areas';
import { demoShops } from '../../server/db/seed/demo-shops';

/** The sandbox gazetteer's data holds together and agrees with the demo shops' real delivery zones. */

const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;
const BOUNDS = {
  ON: { south: 41.67, north: 56.86, west: -95.16, east: -74.34 },
  QC: { south: 44.99, north: 62.59, west: -79.77, east: -57.1 },
} as const;
const PROVINCE_OF_FIRST_LETTER: Record<string, 'ON' | 'QC'> = { K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON', G: 'QC', H: 'QC', J: 'QC' };
/** Municipalities (or their parents) shop 17243 serves: the GTA and Hamilton. */
const GTA_AND_HAMILTON = new Set([
  'toronto', 'mississauga', 'brampton', 'caledon', 'vaughan', 'markham', 'richmond-hill', 'aurora', 'newmarket', 'king',
  'whitchurch-stouffville', 'pickering', 'ajax', 'whitby', 'oshawa', 'oakville', 'burlington', 'milton', 'halton-hills', 'hamilton',
]);

const towns = new Map(MUNICIPALITIES.map((row) => [row[0], row]));
const areas = new Map(POSTAL_AREAS.map((row) => [row[0], row]));
const rootOf = (slug: string): string => {
  const parent = towns.get(slug)?.[5];
  return parent ? rootOf(parent) : slug;
};
const km = (a: readonly [number, number], b: readonly [number, number]) =>
  distance(point([a[1], a[0]]), point([b[1], b[0]]), { units: 'kilometers' });
const inBounds = (province: 'ON' | 'QC', lat: number, lng: number) => {
  const b = BOUNDS[province];
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
};
const zoneOf = (lat: number, lng: number) => demoShops.find((s) => booleanPointInPolygon(point([lng, lat]), s.deliveryZone))?.id ?? 0;

describe('sandbox gazetteer: municipalities', () => {
  it('has at least 60 Ontario municipalities, unique slugs, known parents, coordinates in their province', () => {
    const ontario = MUNICIPALITIES.filter(([, , province, , , parent]) => province === 'ON' && parent === null);
    expect(ontario.length).toBeGreaterThanOrEqual(60);
    expect(towns.size).toBe(MUNICIPALITIES.length);
    for (const [slug, name, province, lat, lng, parent] of MUNICIPALITIES) {
      expect(inBounds(province, lat, lng), `${name} ${lat},${lng}`).toBe(true);
      if (parent) {
        expect(towns.get(parent), `${slug} → ${parent}`).toBeDefined();
        expect(towns.get(parent)?.[2]).toBe(province);
        // A community lies near its municipality.
        expect(km([lat, lng], [towns.get(parent)![3], towns.get(parent)![4]]), slug).toBeLessThan(40);
      }
    }
  });

  it('covers the GTA, Hamilton and Ottawa municipalities and the other major cities', () => {
    for (const slug of [
      'toronto', 'north-york', 'scarborough', 'etobicoke', 'east-york', 'york', 'mississauga', 'brampton', 'caledon', 'vaughan',
      'markham', 'richmond-hill', 'aurora', 'newmarket', 'king', 'whitchurch-stouffville', 'east-gwillimbury', 'georgina',
      'pickering', 'ajax', 'whitby', 'oshawa', 'clarington', 'uxbridge', 'scugog', 'oakville', 'burlington', 'milton',
      'halton-hills', 'hamilton', 'stoney-creek', 'ancaster', 'dundas', 'ottawa', 'nepean', 'kanata', 'orleans', 'gloucester',
      'london', 'kitchener', 'waterloo', 'guelph', 'barrie', 'kingston', 'windsor', 'greater-sudbury', 'thunder-bay',
      'montreal', 'gatineau', 'quebec-city',
    ]) {
      expect(towns.has(slug), slug).toBe(true);
    }
    expect(towns.get('orleans')?.[1]).toBe('Orléans');
  });
});

describe('sandbox gazetteer: postal areas', () => {
  it('lists each FSA once, well formed, in its province, named after a known municipality', () => {
    expect(areas.size).toBe(POSTAL_AREAS.length);
    for (const [fsa, lat, lng, town] of POSTAL_AREAS) {
      expect(fsa, fsa).toMatch(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/);
      const province = PROVINCE_OF_FIRST_LETTER[fsa[0]!];
      expect(province, fsa).toBeDefined();
      expect(towns.get(town)?.[2], `${fsa} ${town}`).toBe(province);
      expect(inBounds(province!, lat, lng), `${fsa} ${lat},${lng}`).toBe(true);
      // The centre lies within reach of the municipality it is named after.
      const t = towns.get(town)!;
      expect(km([lat, lng], [t[3], t[4]]), fsa).toBeLessThan(40);
    }
  });

  it('has every Toronto (M) and Ottawa (K1, K2) area', () => {
    const toronto = [
      'M1B', 'M1C', 'M1E', 'M1G', 'M1H', 'M1J', 'M1K', 'M1L', 'M1M', 'M1N', 'M1P', 'M1R', 'M1S', 'M1T', 'M1V', 'M1W', 'M1X',
      'M2H', 'M2J', 'M2K', 'M2L', 'M2M', 'M2N', 'M2P', 'M2R', 'M3A', 'M3B', 'M3C', 'M3H', 'M3J', 'M3K', 'M3L', 'M3M', 'M3N',
      'M4A', 'M4B', 'M4C', 'M4E', 'M4G', 'M4H', 'M4J', 'M4K', 'M4L', 'M4M', 'M4N', 'M4P', 'M4R', 'M4S', 'M4T', 'M4V', 'M4W',
      'M4X', 'M4Y', 'M5A', 'M5B', 'M5C', 'M5E', 'M5G', 'M5H', 'M5J', 'M5K', 'M5L', 'M5M', 'M5N', 'M5P', 'M5R', 'M5S', 'M5T',
      'M5V', 'M5W', 'M5X', 'M6A', 'M6B', 'M6C', 'M6E', 'M6G', 'M6H', 'M6J', 'M6K', 'M6L', 'M6M', 'M6N', 'M6P', 'M6R', 'M6S',
      'M7A', 'M7Y', 'M8V', 'M8W', 'M8X', 'M8Y', 'M8Z', 'M9A', 'M9B', 'M9C', 'M9L', 'M9M', 'M9N', 'M9P', 'M9R', 'M9V', 'M9W',
    ];
    const ottawa = [...'ABCEGHJKLMNPRSTVWXYZ'].map((l) => `K1${l}`).concat([...'ABCEGHJKLMPRSTVW'].map((l) => `K2${l}`));
    for (const fsa of [...toronto, ...ottawa]) expect(areas.has(fsa), fsa).toBe(true);
    for (const fsa of toronto) expect(rootOf(areas.get(fsa)![3]), fsa).toBe('toronto');
    for (const fsa of ottawa) expect(rootOf(areas.get(fsa)![3]), fsa).toBe('ottawa');
  });

  it('has the L areas of Mississauga, Brampton, Markham, Richmond Hill, Vaughan, Oakville, Hamilton and Burlington', () => {
    const count = (root: string) => POSTAL_AREAS.filter(([fsa, , , town]) => fsa.startsWith('L') && rootOf(town) === root).length;
    expect(count('mississauga')).toBeGreaterThanOrEqual(20);
    expect(count('brampton')).toBeGreaterThanOrEqual(10);
    expect(count('markham')).toBeGreaterThanOrEqual(7);
    expect(count('richmond-hill')).toBeGreaterThanOrEqual(4);
    expect(count('vaughan')).toBeGreaterThanOrEqual(6);
    expect(count('oakville')).toBeGreaterThanOrEqual(5);
    expect(count('hamilton')).toBeGreaterThanOrEqual(20);
    expect(count('burlington')).toBeGreaterThanOrEqual(7);
  });
});

describe('sandbox gazetteer: addresses', () => {
  it('has at least 150 addresses with unique ids', () => {
    expect(ADDRESSES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ADDRESSES.map(([id]) => id)).size).toBe(ADDRESSES.length);
    expect(new Set(ADDRESSES.map(([, civic, street, town]) => `${civic} ${street} ${town}`)).size).toBe(ADDRESSES.length);
  });

  it.each(ADDRESSES.map((row) => [`${row[1]} ${row[2]}, ${row[3]}`, row] as const))('%s is consistent', (_label, row) => {
    const [, civic, street, town, postalCode, lat, lng] = row;
    expect(civic).toMatch(/^\d+$/);
    expect(street.trim()).toBe(street);
    expect(postalCode).toMatch(POSTAL_CODE);
    const area = areas.get(postalCode.slice(0, 3));
    expect(area, `FSA of ${postalCode}`).toBeDefined();
    const place = towns.get(town);
    expect(place, town).toBeDefined();
    const province = place![2];
    expect(PROVINCE_OF_FIRST_LETTER[postalCode[0]!]).toBe(province);
    expect(inBounds(province, lat, lng), `${lat},${lng} in ${province}`).toBe(true);
    // The postal area and the town agree, and the point lies near both.
    expect(rootOf(area![3])).toBe(rootOf(town));
    expect(km([lat, lng], [area![1], area![2]])).toBeLessThan(8);
    expect(km([lat, lng], [place![3], place![4]])).toBeLessThan(25);
  });

  it('puts every GTA and Hamilton address in shop 17243 zone, every Ottawa one in 17244, Waterloo Region in 17245, the rest in none', () => {
    const waterlooRegion = new Set(['kitchener', 'waterloo', 'cambridge']);
    for (const [id, civic, street, town, , lat, lng] of ADDRESSES) {
      const root = rootOf(town);
      const expected = GTA_AND_HAMILTON.has(root) ? 17243 : root === 'ottawa' ? 17244 : waterlooRegion.has(root) ? 17245 : 0;
      expect(zoneOf(lat, lng), `${id}: ${civic} ${street}, ${town}`).toBe(expected);
    }
  });

  it('has addresses in both zones and outside them: Kingston, London, Sudbury and Quebec', () => {
    const countIn = (root: string) => ADDRESSES.filter(([, , , town]) => rootOf(town) === root).length;
    expect(ADDRESSES.filter(([, , , town]) => GTA_AND_HAMILTON.has(rootOf(town))).length).toBeGreaterThanOrEqual(100);
    expect(countIn('hamilton')).toBeGreaterThanOrEqual(10);
    expect(countIn('ottawa')).toBeGreaterThanOrEqual(30);
    for (const root of ['kingston', 'london', 'greater-sudbury', 'montreal', 'gatineau', 'quebec-city']) {
      expect(countIn(root), root).toBeGreaterThanOrEqual(2);
    }
  });
});

import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { point, polygon } from '@turf/helpers';
import { describe, expect, it } from 'vitest';
import { projectMap } from '../../core/maps/map-projection';
import { SandboxMapsProvider } from '../../server/adapters/maps/sandbox/sandbox-maps-provider';
import { demoShops } from '../../server/db/seed/demo-shops';

/** The drawn outline back as a ring of [x, y] (the path is "M x y L x y … Z"). */
function ringOf(path: string): [number, number][] {
  const numbers = path.replace(/[MLZ]/g, ' ').trim().split(/\s+/).map(Number);
  const ring: [number, number][] = [];
  for (let i = 0; i < numbers.length; i += 2) ring.push([numbers[i]!, numbers[i + 1]!]);
  return ring;
}

const box = { width: 360, height: 200, padding: 18 };

describe('checkout map projection (spec §2.8, offline SVG)', () => {
  const toronto = demoShops[0]!;
  const zone = toronto.deliveryZone.coordinates[0]!.map(([lng, lat]) => ({ lat: lat!, lng: lng! }));

  it('draws the pin of a known Toronto address inside the drawn GTA delivery zone', async () => {
    const [place] = await new SandboxMapsProvider().geocode('100 Queen St W, Toronto');
    expect(place).toBeDefined();
    const pin = place!.geometry.location;
    const drawn = projectMap({ zone, pin }, box);
    const ring = ringOf(drawn.zonePath);
    expect(ring).toHaveLength(zone.length);
    expect(booleanPointInPolygon(point([drawn.pin.x, drawn.pin.y]), polygon([ring]))).toBe(true);
    // Everything stays in the picture.
    for (const [x, y] of [...ring, [drawn.pin.x, drawn.pin.y]]) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(box.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(box.height);
    }
  });

  it('draws an address outside the zone (Gatineau, across the river from Ottawa) outside the Ottawa outline', () => {
    const ottawa = demoShops.find((shop) => shop.city === 'Ottawa')!;
    const ottawaZone = ottawa.deliveryZone.coordinates[0]!.map(([lng, lat]) => ({ lat: lat!, lng: lng! }));
    const drawn = projectMap({ zone: ottawaZone, pin: { lat: 45.4765, lng: -75.7013 } }, box);
    expect(booleanPointInPolygon(point([drawn.pin.x, drawn.pin.y]), polygon([ringOf(drawn.zonePath)]))).toBe(false);
  });

  it('keeps north up and east right, and drops places outside the picture', () => {
    const drawn = projectMap(
      { zone, pin: { lat: 43.65, lng: -79.38 }, places: [{ name: 'Far away', lat: 10, lng: 10 }, { name: 'Hamilton', lat: 43.2557, lng: -79.8711 }] },
      box,
    );
    const hamilton = drawn.places.find((p) => p.name === 'Hamilton')!;
    expect(hamilton.x).toBeLessThan(drawn.pin.x);
    expect(hamilton.y).toBeGreaterThan(drawn.pin.y);
    expect(drawn.places.map((p) => p.name)).toEqual(['Hamilton']);
  });
});

describe('checkout map labels', () => {
  it('keeps labels apart: no two drawn labels overlap, and none covers the pin', () => {
    const zone = demoShops[0]!.deliveryZone.coordinates[0]!.map(([lng, lat]) => ({ lat: lat!, lng: lng! }));
    const crowd = [
      { name: 'Toronto', lat: 43.6535, lng: -79.3839 },
      { name: 'North York', lat: 43.7676, lng: -79.4141 },
      { name: 'Scarborough', lat: 43.7731, lng: -79.2578 },
      { name: 'East York', lat: 43.691, lng: -79.328 },
      { name: 'York', lat: 43.6895, lng: -79.4863 },
      { name: 'Hamilton', lat: 43.2557, lng: -79.8711 },
    ];
    const drawn = projectMap({ zone, pin: { lat: 43.6534, lng: -79.3841 }, places: crowd }, { width: 360, height: 240, fontSize: 10 });
    expect(drawn.places.map((p) => p.name)).toContain('Hamilton');
    expect(drawn.places.map((p) => p.name)).not.toContain('Toronto');
    for (const a of drawn.places) {
      for (const b of drawn.places) {
        if (a !== b) expect(Math.abs(a.y - b.y) >= 14 || a.x + a.name.length * 5.5 + 5 <= b.x - 3 || b.x + b.name.length * 5.5 + 5 <= a.x - 3).toBe(true);
      }
    }
  });
});

import type { Database } from '../client';
import { addressBook, customers } from '../schema';

/**
 * Demo restaurant customers for the agent console's customer finder (issue 7): Ontario phone
 * numbers in the fictional 555-01xx range, each with one address-book entry at a real street of the
 * sandbox gazetteer (server/adapters/maps/sandbox/gazetteer/addresses.ts) inside shop 17243's
 * delivery zone. No orders are seeded.
 */
export const demoCustomers = [
  { phone: '16475550101', name: 'Golden Lotus Dim Sum', email: 'orders@goldenlotus.example', language: 'cn', address: '4300 Steeles Ave E, Markham, ON', postal: 'L3R 0Y5', lat: 43.8255, lng: -79.3063, unit: 'Unit 12' },
  { phone: '16475550102', name: 'Bistro Laurier', email: 'chef@bistrolaurier.example', language: 'fr', address: '483 Queen St W, Toronto, ON', postal: 'M5V 2A9', lat: 43.6482, lng: -79.3977, unit: '' },
  { phone: '19055550103', name: 'Mississauga Tandoori Kitchen', email: 'hello@tandoorikitchen.example', language: 'en', address: '100 City Centre Dr, Mississauga, ON', postal: 'L5B 2C9', lat: 43.5933, lng: -79.6424, unit: 'Suite 2-110' },
  { phone: '16475550104', name: 'Spadina Noodle House', email: 'owner@spadinanoodle.example', language: 'cn', address: '335 Spadina Ave, Toronto, ON', postal: 'M5T 2E9', lat: 43.6548, lng: -79.3986, unit: '' },
  { phone: '14375550105', name: 'Danforth Souvlaki Grill', email: 'grill@danforthsouvlaki.example', language: 'en', address: '640 Danforth Ave, Toronto, ON', postal: 'M4K 1R3', lat: 43.6783, lng: -79.347, unit: '' },
  { phone: '14375550106', name: 'Pho Saigon Scarborough', email: 'pho@saigonscarborough.example', language: 'en', address: '300 Borough Dr, Scarborough, ON', postal: 'M1P 4P5', lat: 43.7757, lng: -79.2578, unit: '' },
  { phone: '12895550107', name: 'Trattoria Nonna Rosa', email: 'rosa@trattorianonna.example', language: 'en', address: '2300 Yonge St, Toronto, ON', postal: 'M4P 1E4', lat: 43.7067, lng: -79.3986, unit: '' },
  { phone: '12895550108', name: 'Sakura Sushi Bar', email: 'info@sakurasushi.example', language: 'en', address: '5100 Yonge St, North York, ON', postal: 'M2N 5V7', lat: 43.7676, lng: -79.4143, unit: '' },
  { phone: '19055550109', name: 'Harbour Fish & Chips', email: 'fry@harbourfish.example', language: 'en', address: '1 Port St E, Mississauga, ON', postal: 'L5G 4N1', lat: 43.5523, lng: -79.5858, unit: '' },
  { phone: '16475550110', name: 'Café Montmartre', email: 'bonjour@cafemontmartre.example', language: 'fr', address: '101 Town Centre Blvd, Markham, ON', postal: 'L3R 9W3', lat: 43.8561, lng: -79.337, unit: '' },
] as const;

/** Adds the demo customers that are missing, each with its address; existing customers are left as they are. */
export async function seedDemoCustomers(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(customers)
      .values(demoCustomers.map((c) => ({ phone: c.phone, name: c.name, email: c.email, language: c.language })))
      .onConflictDoNothing({ target: customers.phone })
      .returning({ id: customers.id, phone: customers.phone });
    if (inserted.length === 0) return;
    const byPhone = new Map(demoCustomers.map((c) => [c.phone as string, c]));
    await tx.insert(addressBook).values(
      inserted.map(({ id, phone }) => {
        const c = byPhone.get(phone)!;
        return {
          customerId: id,
          name: c.name,
          tel: c.phone.slice(1),
          address: c.address,
          unit: c.unit,
          postalCode: c.postal,
          latitude: String(c.lat),
          longitude: String(c.lng),
        };
      }),
    );
  });
}

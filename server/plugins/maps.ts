import fp from 'fastify-plugin';
import { createMapsProvider } from '../adapters/maps/create-maps-provider';
import type { MapsProvider } from '../adapters/maps/maps-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Address search and geocoding (spec §7): the sandbox gazetteer, or Google with MAPS_PROVIDER=google. */
    maps: MapsProvider;
  }
}

/** Decorates the app with the configured maps provider; a misconfigured one fails the start. */
const mapsPlugin = fp(
  async (app) => {
    app.decorate('maps', createMapsProvider(app.config));
  },
  { name: 'maps' },
);

export default mapsPlugin;

import type { ServerConfig } from '../../config';
import { GoogleMapsProvider } from './google/google-maps-provider';
import type { MapsProvider } from './maps-provider';
import { SandboxMapsProvider } from './sandbox/sandbox-maps-provider';

/** The provider MAPS_PROVIDER names; google without a key stops the server at start, saying why. */
export function createMapsProvider(config: Pick<ServerConfig, 'MAPS_PROVIDER' | 'GOOGLE_MAPS_API_KEY'>): MapsProvider {
  if (config.MAPS_PROVIDER === 'google') {
    if (!config.GOOGLE_MAPS_API_KEY) {
      throw new Error(
        'MAPS_PROVIDER=google needs GOOGLE_MAPS_API_KEY: a Google Maps Platform key with Places API (New) and ' +
          'Geocoding API enabled. Set it, or leave MAPS_PROVIDER unset for the offline sandbox.',
      );
    }
    return new GoogleMapsProvider({ apiKey: config.GOOGLE_MAPS_API_KEY });
  }
  return new SandboxMapsProvider();
}

import type { FastifyBaseLogger } from 'fastify';
import { MapsProviderError } from '../../adapters/maps/maps-provider';
import { ApiError } from '../../http/api-error';

/** Runs a maps provider call; a provider failure (network, quota, refused key) is logged and answers 502. */
export async function mapsCall<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MapsProviderError)) throw error;
    log.error({ err: error }, 'maps provider failed');
    throw new ApiError(502, 'MAPS_UNAVAILABLE', 'maps.unavailable');
  }
}

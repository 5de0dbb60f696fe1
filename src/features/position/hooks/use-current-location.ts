import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { PlaceResult } from '../../../../core/schemas/maps';
import { useLocale } from '../../../hooks/use-locale';
import { addressFromLatLngQueryOptions, useAddressFromLatLng } from '../api/get-address-from-latlng';
import { usePositionStore } from '../stores/position-store';
import type { LatLng } from '../types/position';

/** Spec §9: high accuracy, 10 s timeout. */
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

function requestBrowserLocation(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      reject,
      GEOLOCATION_OPTIONS,
    );
  });
}

async function geolocationAlreadyGranted(): Promise<boolean> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted';
  } catch {
    return false;
  }
}

/**
 * The "Current location" line: the address at the browser's location. It is looked up on its own
 * only when the visitor already allowed geolocation (no permission prompt on page load); otherwise
 * `resolve()` asks, on the visitor's click.
 */
export function useCurrentLocation() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const browserLatLng = usePositionStore((s) => s.browserLatLng);
  const setBrowserLatLng = usePositionStore((s) => s.setBrowserLatLng);
  const [locating, setLocating] = useState(false);
  const [geolocationFailed, setGeolocationFailed] = useState(false);
  const address = useAddressFromLatLng(browserLatLng);

  const locate = useCallback(async (): Promise<LatLng | null> => {
    setLocating(true);
    setGeolocationFailed(false);
    try {
      const latLng = await requestBrowserLocation();
      setBrowserLatLng(latLng);
      return latLng;
    } catch {
      setGeolocationFailed(true);
      return null;
    } finally {
      setLocating(false);
    }
  }, [setBrowserLatLng]);

  useEffect(() => {
    if (browserLatLng) return;
    let cancelled = false;
    void geolocationAlreadyGranted().then((granted) => {
      if (granted && !cancelled) void locate();
    });
    return () => {
      cancelled = true;
    };
    // Once per dialog: a later browserLatLng never needs a second lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The current address, locating first when needed; null when it cannot be found. */
  const resolve = useCallback(async (): Promise<PlaceResult | null> => {
    if (address.data) return address.data;
    const latLng = browserLatLng ?? (await locate());
    if (!latLng) return null;
    try {
      return await queryClient.fetchQuery(addressFromLatLngQueryOptions(latLng, locale));
    } catch {
      return null;
    }
  }, [address.data, browserLatLng, locate, locale, queryClient]);

  return {
    place: address.data,
    busy: locating || address.isFetching,
    failed: geolocationFailed || address.isError,
    /** Spec §8: the reverse geocoder's failure status ("Geocoder failed due to: " + status), else null. */
    geocoderStatus: address.error ? geocoderStatusOf(address.error) : null,
    resolve,
  };
}

/** The status a failed reverse geocode reports: the API's error code (e.g. ZERO_RESULTS), else the HTTP status. */
function geocoderStatusOf(error: Error): string {
  const { code, status } = error as Partial<{ code: string; status: number }>;
  return code || (status ? String(status) : 'UNKNOWN_ERROR');
}

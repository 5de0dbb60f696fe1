import { useQuery } from '@tanstack/react-query';
import { apiDownload } from '../lib/api-client';
import { readAsDataUrl } from '../lib/read-as-data-url';
import { currentStaffToken } from '../lib/session/staff-session';
import { useLocale } from './use-locale';

/**
 * A stored photo (/api/photos/<id>: a claim's, or the driver's proof of delivery) as a data: URL: the photo needs the session token header, so it is
 * fetched through the API client rather than linked, and the content security policy takes data:
 * images (not blob:). `staff` sends the staff token; otherwise the customer's. A stored photo never
 * changes, so it is fetched once.
 */
export function usePhotoUrl(path: string, as: 'customer' | 'staff') {
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['photo', as, path] as const,
    queryFn: async ({ signal }) => {
      const { blob } = await apiDownload(path, { locale, signal, ...(as === 'staff' ? { token: currentStaffToken() ?? null } : {}) });
      return readAsDataUrl(blob);
    },
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  return query;
}

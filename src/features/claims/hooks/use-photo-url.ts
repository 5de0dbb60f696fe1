import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../hooks/use-locale';
import { apiDownload } from '../../../lib/api-client';
import { currentStaffToken } from '../../../lib/session/staff-session';
import { CLAIMS_QUERY_ROOT } from '../api/query-root';
import { readAsDataUrl } from '../utils/photo-files';

/**
 * A claim photo (/api/photos/<id>) as a data: URL: the photo needs the session token header, so it is
 * fetched through the API client rather than linked, and the content security policy takes data:
 * images (not blob:). `staff` sends the staff token; otherwise the customer's. A stored photo never
 * changes, so it is fetched once.
 */
export function usePhotoUrl(path: string, as: 'customer' | 'staff') {
  const locale = useLocale();
  const query = useQuery({
    queryKey: [CLAIMS_QUERY_ROOT, 'photo', as, path] as const,
    queryFn: async ({ signal }) => {
      const { blob } = await apiDownload(path, { locale, signal, ...(as === 'staff' ? { token: currentStaffToken() ?? null } : {}) });
      return readAsDataUrl(blob);
    },
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  return query;
}

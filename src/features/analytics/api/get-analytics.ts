import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { analyticsSchema } from '../../../../core/schemas/event-log';
import { useLocale } from '../../../hooks/use-locale';
import { platform } from '../../../platform';
import type { PlatformSaveResult } from '../../../platform/platform';
import { staffDownload, staffRequest } from '../../../lib/staff-request';

export type AnalyticsReport = 'most_added' | 'no_result_searches' | 'conversion';

/** GET /api/analytics/summary (supervisors): the event log's figures for a range of Toronto days. */
export function useAnalytics(from: string, to: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['analytics', from, to, locale] as const,
    queryFn: async ({ signal }) => staffRequest(analyticsSchema, '/api/analytics/summary', { locale, query: { from, to }, signal }),
    enabled: Boolean(from && to && from <= to),
  });
}

/** GET /api/analytics/export: one report as CSV, saved through the platform. */
export async function exportAnalytics(report: AnalyticsReport, from: string, to: string, locale: Locale): Promise<PlatformSaveResult> {
  const file = await staffDownload('/api/analytics/export', { locale, query: { from, to, report } });
  return platform.saveFile({ name: file.filename ?? `analytics-${report}.csv`, bytes: file.bytes, mime: 'text/csv' });
}

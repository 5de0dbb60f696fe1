import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import type { InfoContent } from '../content/types';

/** Each language's long texts are their own chunk, fetched the first time an info page needs them. */
const loaders: Record<Locale, () => Promise<{ default: InfoContent }>> = {
  en: () => import('../content/en'),
  cn: () => import('../content/cn'),
  fr: () => import('../content/fr'),
};

export function useInfoContent() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['info-content', locale] as const,
    queryFn: async () => (await loaders[locale]()).default,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

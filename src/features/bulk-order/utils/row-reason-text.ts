import type { TFunction } from 'i18next';
import type { RowStatus } from './row-state';

/** The reason a row cannot go in, in the page's language (null for rows without one). */
export function rowReasonText(t: TFunction, status: RowStatus): string | null {
  switch (status.kind) {
    case 'unknown':
      return t('bulk.reason.unknown');
    case 'ambiguous':
      return t('bulk.reason.ambiguous', { count: status.candidates.length });
    case 'problem': {
      const { reason, limit } = status.problem;
      switch (reason) {
        case 'delisted':
          return t('bulk.reason.delisted');
        case 'has_options':
          return t('bulk.reason.has_options');
        case 'weighed':
          return t('bulk.reason.weighed');
        case 'not_pickable':
          return t('bulk.reason.not_pickable');
        case 'out_of_stock':
          return t('bulk.reason.out_of_stock');
        case 'bad_qty':
          return t('bulk.reason.bad_qty');
        case 'over_max':
          return t('bulk.reason.over_max', { limit });
        case 'over_stock':
          return t('bulk.reason.over_stock', { limit });
        case 'qty_rule':
          return t('bulk.reason.qty_rule', { min: status.problem.min ?? 1, step: status.problem.step ?? 1 });
      }
      return null;
    }
    default:
      return null;
  }
}

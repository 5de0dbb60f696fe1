import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PadField } from '../utils/pad-form';

/**
 * The cheque template view (spec §2.8 PAD binding): where the transit (5 digits), institution
 * (3 digits) and account (7–12 digits) numbers sit on a Canadian cheque's bottom line. The field
 * being typed is highlighted; the caption lists the same in text for screen readers.
 */
export function ChequeTemplate({ highlight }: { highlight: PadField | null }) {
  const { t } = useTranslation();
  const captionId = useId();
  const tone = (field: PadField) => (highlight === field ? 'fill-brand-700' : 'fill-ink-muted');
  const box = (field: PadField) => (highlight === field ? 'stroke-brand-700' : 'stroke-line-strong');
  return (
    <figure className="rounded-card border border-line bg-canvas p-3 sm:p-4">
      <svg viewBox="0 0 520 230" role="img" aria-labelledby={captionId} className="mx-auto w-full max-w-md">
        <rect x="1" y="1" width="518" height="228" rx="10" className="fill-surface stroke-line-strong" strokeWidth="2" />
        <text x="24" y="38" className="fill-ink" fontSize="16" fontWeight="700">
          {t('pad.ui.cheque.sample_holder')}
        </text>
        <text x="496" y="38" textAnchor="end" className="fill-ink-muted" fontSize="14">
          {t('pad.ui.cheque.sample_number')}
        </text>
        <text x="322" y="70" textAnchor="end" className="fill-ink-muted" fontSize="13">
          {t('pad.ui.cheque.sample_date')}
        </text>
        <line x1="330" y1="72" x2="496" y2="72" className="stroke-line-strong" strokeWidth="1.5" />
        <text x="24" y="108" className="fill-ink-muted" fontSize="13">
          {t('pad.ui.cheque.sample_pay')}
        </text>
        <line x1="90" y1="110" x2="380" y2="110" className="stroke-line-strong" strokeWidth="1.5" />
        <rect x="396" y="90" width="100" height="28" rx="4" className="fill-canvas stroke-line-strong" />
        <text x="406" y="109" className="fill-ink-muted" fontSize="14">
          $
        </text>
        <line x1="330" y1="150" x2="496" y2="150" className="stroke-line-strong" strokeWidth="1.5" />
        <text x="496" y="166" textAnchor="end" className="fill-ink-muted" fontSize="12">
          {t('pad.ui.cheque.sample_signature')}
        </text>
        {/* The MICR line: cheque number · transit · institution · account */}
        <text x="24" y="212" className="fill-ink-muted" fontSize="16" fontFamily="monospace">
          001
        </text>
        <text x="92" y="186" className={tone('transit_number')} fontSize="12" fontWeight="700">
          {t('pad.ui.cheque.transit_short')}
        </text>
        <rect x="88" y="194" width="78" height="26" rx="4" className={clsx('fill-none', box('transit_number'))} strokeWidth="2" />
        <text x="96" y="212" className={tone('transit_number')} fontSize="16" fontFamily="monospace" fontWeight="700">
          12345
        </text>
        <text x="180" y="186" className={tone('institution_number')} fontSize="12" fontWeight="700">
          {t('pad.ui.cheque.institution_short')}
        </text>
        <rect x="176" y="194" width="56" height="26" rx="4" className={clsx('fill-none', box('institution_number'))} strokeWidth="2" />
        <text x="184" y="212" className={tone('institution_number')} fontSize="16" fontFamily="monospace" fontWeight="700">
          001
        </text>
        <text x="278" y="186" className={tone('account_number')} fontSize="12" fontWeight="700">
          {t('pad.ui.cheque.account_short')}
        </text>
        <rect x="274" y="194" width="132" height="26" rx="4" className={clsx('fill-none', box('account_number'))} strokeWidth="2" />
        <text x="282" y="212" className={tone('account_number')} fontSize="16" fontFamily="monospace" fontWeight="700">
          1234567
        </text>
      </svg>
      <figcaption id={captionId} className="mt-2 text-xs text-ink-muted">
        {t('pad.ui.cheque.template_caption')}
      </figcaption>
    </figure>
  );
}

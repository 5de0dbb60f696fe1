import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../core/format/currency';
import { useLocale } from '../../../hooks/use-locale';
import { TIP_PRESETS, type TipChoice } from '../utils/tips';
import { ChoiceCard, CheckoutSection } from './checkout-ui';
import { inputStyles } from '../../../components/ui/input-styles';

/** Spec §2.8 tips entry: 0 / 5 / 10 / 15 % of the goods, or an amount typed in. */
export function TipsSection({
  value,
  onChange,
  tipCents,
}: {
  value: TipChoice;
  onChange: (next: TipChoice) => void;
  /** The tip the choice comes to; null when the typed amount is not valid. */
  tipCents: number | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = useId();
  const customId = useId();
  const errorId = useId();
  const custom = value.kind === 'custom';
  const invalid = custom && tipCents === null;

  return (
    <CheckoutSection
      title={t('checkout.tips.title')}
      action={
        tipCents !== null ? (
          <span className="text-sm font-semibold text-ink" aria-live="polite">
            {formatCents(tipCents, locale)}
          </span>
        ) : null
      }
    >
      <fieldset>
        <legend className="sr-only">{t('checkout.tips.title')}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {TIP_PRESETS.map((percent) => (
            <ChoiceCard
              key={percent}
              compact
              name={name}
              value={String(percent)}
              checked={value.kind === 'percent' && value.percent === percent}
              onChange={() => onChange({ kind: 'percent', percent })}
            >
              <span className="font-medium">{percent === 0 ? t('checkout.tips.none') : `${percent}%`}</span>
            </ChoiceCard>
          ))}
          <ChoiceCard
            compact
            name={name}
            value="custom"
            checked={custom}
            onChange={() => onChange({ kind: 'custom', text: custom ? value.text : '' })}
          >
            <span className="font-medium">{t('checkout.tips.custom')}</span>
          </ChoiceCard>
        </div>
      </fieldset>
      {custom ? (
        <div className="mt-3 max-w-xs">
          <label htmlFor={customId} className="mb-1 block text-sm font-medium text-ink">
            {t('checkout.tips.amount')}
          </label>
          <input
            id={customId}
            inputMode="decimal"
            autoComplete="off"
            value={value.text}
            onChange={(event) => onChange({ kind: 'custom', text: event.target.value })}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            placeholder="0.00"
            className={inputStyles()}
          />
          {invalid ? (
            <p id={errorId} className="mt-1 text-sm text-danger-700">
              {t('checkout.tips.invalid')}
            </p>
          ) : null}
        </div>
      ) : null}
    </CheckoutSection>
  );
}

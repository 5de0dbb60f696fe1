import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopSettingsBodySchema, type ShopSettingsView } from '../../../../core/schemas/shop-settings';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { TextField } from '../../../components/ui/text-field';
import { TimeSelect } from '../../../components/ui/time-select';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveShopSettings } from '../api/shop-settings';
import { centsToDollars, ClosedDatesField, dollarsToCents, issueMessages, SaveRow, SettingsSection, WEEKDAY_LABELS } from './settings-fields';

interface Tier {
  key: number;
  end: string;
  value: string;
}

/**
 * One shop's settings: open or closed, the minimum spend and the small-order-fee tiers (typed in
 * dollars, sent in cents), and the delivery calendar (cut-off, weekdays, Friday choice, holidays and
 * closed dates). Checked with core's schema before it is sent; the server checks it again.
 */
export function ShopSettingsForm({ shop }: { shop: ShopSettingsView }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveShopSettings();
  const [open, setOpen] = useState(shop.open);
  const [minAmount, setMinAmount] = useState(centsToDollars(shop.min_amount_cents));
  const [feeEnabled, setFeeEnabled] = useState(shop.small_order_fee.enabled);
  const [tiers, setTiers] = useState<Tier[]>(() =>
    shop.small_order_fee.rules.map((r, i) => ({ key: i, end: centsToDollars(r.end_cents), value: centsToDollars(r.value_cents) })),
  );
  const [cutoff, setCutoff] = useState(shop.delivery.cutoff);
  const [weekdays, setWeekdays] = useState(shop.delivery.weekdays);
  const [fridayChoice, setFridayChoice] = useState(shop.delivery.friday_choice);
  const [holidays, setHolidays] = useState(shop.delivery.ontario_holidays);
  const [closedDates, setClosedDates] = useState(shop.delivery.closed_dates);
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);

  const failure = save.error ? (save.error instanceof ApiRequestError ? save.error.message : t('errors.internal')) : null;
  const setTier = (key: number, change: Partial<Tier>) => setTiers((all) => all.map((tier) => (tier.key === key ? { ...tier, ...change } : tier)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = shopSettingsBodySchema.safeParse({
      shop_id: shop.shop_id,
      open,
      min_amount_cents: dollarsToCents(minAmount),
      small_order_fee: { enabled: feeEnabled, rules: tiers.map((tier) => ({ end_cents: dollarsToCents(tier.end), value_cents: dollarsToCents(tier.value) })) },
      delivery: { cutoff, weekdays, friday_choice: fridayChoice, ontario_holidays: holidays, closed_dates: closedDates },
    });
    if (!parsed.success) {
      setProblems(issueMessages(parsed.error, t));
      return;
    }
    setProblems([]);
    save.mutate(parsed.data, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SettingsSection title={t('backOffice.settings.status.title')}>
        <label className="flex items-start gap-3 text-sm text-ink">
          <input type="checkbox" className="mt-0.5 size-5 accent-brand-700" checked={open} onChange={(e) => setOpen(e.target.checked)} />
          <span>
            <span className="font-semibold">{t('backOffice.settings.status.open')}</span>
            <span className="mt-0.5 block text-ink-muted">{t('backOffice.settings.status.closed_hint')}</span>
          </span>
        </label>
      </SettingsSection>

      <SettingsSection title={t('backOffice.settings.spend.title')}>
        <TextField
          id={`${id}-min`}
          className="max-w-xs"
          label={t('backOffice.settings.spend.min_amount')}
          hint={t('backOffice.settings.spend.min_amount_hint')}
          inputMode="decimal"
          value={minAmount}
          onChange={(e) => setMinAmount(e.target.value)}
        />
        <label className="flex items-center gap-3 text-sm font-semibold text-ink">
          <input type="checkbox" className="size-5 accent-brand-700" checked={feeEnabled} onChange={(e) => setFeeEnabled(e.target.checked)} />
          {t('backOffice.settings.spend.fee_enabled')}
        </label>
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{t('backOffice.settings.spend.tiers')}</legend>
          <p className="mb-2 text-xs text-ink-muted">{t('backOffice.settings.spend.tiers_hint')}</p>
          {tiers.length === 0 ? <p className="mb-2 text-sm text-ink-muted">{t('backOffice.settings.spend.no_tiers')}</p> : null}
          <ol className="space-y-2">
            {tiers.map((tier, index) => (
              <li key={tier.key} className="flex flex-wrap items-end gap-2">
                <div className="w-36">
                  <label htmlFor={`${id}-end-${tier.key}`} className="mb-1 block text-xs text-ink-muted">
                    {t('backOffice.settings.spend.below', { n: index + 1 })}
                  </label>
                  <input id={`${id}-end-${tier.key}`} inputMode="decimal" className={inputStyles()} value={tier.end} onChange={(e) => setTier(tier.key, { end: e.target.value })} />
                </div>
                <div className="w-36">
                  <label htmlFor={`${id}-fee-${tier.key}`} className="mb-1 block text-xs text-ink-muted">
                    {t('backOffice.settings.spend.fee', { n: index + 1 })}
                  </label>
                  <input id={`${id}-fee-${tier.key}`} inputMode="decimal" className={inputStyles()} value={tier.value} onChange={(e) => setTier(tier.key, { value: e.target.value })} />
                </div>
                <button type="button" className={buttonStyles.quietDanger} onClick={() => setTiers((all) => all.filter((x) => x.key !== tier.key))}>
                  {t('backOffice.settings.spend.remove_tier', { n: index + 1 })}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-2`}
            onClick={() => setTiers((all) => [...all, { key: Math.max(-1, ...all.map((x) => x.key)) + 1, end: '', value: '' }])}
          >
            {t('backOffice.settings.spend.add_tier')}
          </button>
        </fieldset>
      </SettingsSection>

      <SettingsSection title={t('backOffice.settings.delivery.title')}>
        <div className="max-w-xs">
          <label htmlFor={`${id}-cutoff`} className="mb-1.5 block text-sm font-semibold text-ink">
            {t('backOffice.settings.delivery.cutoff')}
          </label>
          <TimeSelect id={`${id}-cutoff`} aria-describedby={`${id}-cutoff-hint`} value={cutoff} onChange={setCutoff} />
          <p id={`${id}-cutoff-hint`} className="mt-1.5 text-xs text-ink-muted">
            {t('backOffice.settings.delivery.cutoff_hint')}
          </p>
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-ink">{t('backOffice.settings.delivery.weekdays')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {[0, 1, 2, 3, 4, 5, 6].map((day) => (
              <label key={day} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={weekdays.includes(day)}
                  onChange={(e) => setWeekdays((all) => (e.target.checked ? [...all, day].sort((a, b) => a - b) : all.filter((d) => d !== day)))}
                />
                {t(WEEKDAY_LABELS[day]!)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" className="size-5 accent-brand-700" checked={fridayChoice} onChange={(e) => setFridayChoice(e.target.checked)} />
          {t('backOffice.settings.delivery.friday_choice')}
        </label>
        <label className="flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" className="size-5 accent-brand-700" checked={holidays} onChange={(e) => setHolidays(e.target.checked)} />
          {t('backOffice.settings.delivery.ontario_holidays')}
        </label>
        <ClosedDatesField label={t('backOffice.settings.delivery.closed_dates')} dates={closedDates} onChange={setClosedDates} />
      </SettingsSection>

      <SaveRow pending={save.isPending} problems={problems} saved={saved} failure={failure} />
    </form>
  );
}

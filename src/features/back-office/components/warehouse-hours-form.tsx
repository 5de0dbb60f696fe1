import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OpeningDay, warehouseHoursBodySchema, type WarehouseHoursView } from '../../../../core/schemas/shop-settings';
import { inputStyles } from '../../../components/ui/input-styles';
import { TimeSelect } from '../../../components/ui/time-select';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveWarehouseHours } from '../api/shop-settings';
import { ClosedDatesField, issueMessages, SaveRow, SettingsSection, WEEKDAY_LABELS } from './settings-fields';

/** A pickup warehouse's hours per weekday (open or closed, opening and closing time) and its closed dates. */
export function WarehouseHoursForm({ warehouse }: { warehouse: WarehouseHoursView }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveWarehouseHours();
  const [days, setDays] = useState<OpeningDay[]>(warehouse.days);
  const [closedDates, setClosedDates] = useState(warehouse.closed_dates);
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const failure = save.error ? (save.error instanceof ApiRequestError ? save.error.message : t('errors.internal')) : null;
  const setDay = (weekday: number, change: Partial<OpeningDay>) => setDays((all) => all.map((d) => (d.weekday === weekday ? { ...d, ...change } : d)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = warehouseHoursBodySchema.safeParse({ warehouse_id: warehouse.warehouse_id, days, closed_dates: closedDates });
    if (!parsed.success) {
      setProblems(issueMessages(parsed.error, t));
      return;
    }
    setProblems([]);
    save.mutate(parsed.data, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SettingsSection title={t('backOffice.settings.warehouse.title', { name: warehouse.name })}>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t('backOffice.settings.warehouse.hours')}</legend>
          <ul className="divide-y divide-line">
            {days.map((day) => {
              const name = t(WEEKDAY_LABELS[day.weekday]!);
              return (
                <li key={day.weekday} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
                  <label className="inline-flex min-h-11 w-40 items-center gap-2 text-sm font-semibold text-ink">
                    <input type="checkbox" className="size-5 accent-brand-700" checked={!day.closed} onChange={(e) => setDay(day.weekday, { closed: !e.target.checked })} />
                    <span>
                      <span className="sr-only">{t('backOffice.settings.warehouse.open_day', { day: name })}: </span>
                      <span aria-hidden="true">{name}</span>
                    </span>
                  </label>
                  <div className="flex items-center gap-2">
                    <label htmlFor={`${id}-open-${day.weekday}`} className="sr-only">
                      {t('backOffice.settings.warehouse.opens', { day: name })}
                    </label>
                    <TimeSelect
                      id={`${id}-open-${day.weekday}`}
                      className={`${inputStyles()} w-36`}
                      value={day.open}
                      disabled={day.closed}
                      onChange={(time) => setDay(day.weekday, { open: time })}
                    />
                    <span aria-hidden="true" className="text-ink-muted">
                      –
                    </span>
                    <label htmlFor={`${id}-close-${day.weekday}`} className="sr-only">
                      {t('backOffice.settings.warehouse.closes', { day: name })}
                    </label>
                    <TimeSelect
                      id={`${id}-close-${day.weekday}`}
                      className={`${inputStyles()} w-36`}
                      value={day.close}
                      disabled={day.closed}
                      onChange={(time) => setDay(day.weekday, { close: time })}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <ClosedDatesField label={t('backOffice.settings.warehouse.closed_dates')} dates={closedDates} onChange={setClosedDates} />
      </SettingsSection>
      <SaveRow pending={save.isPending} problems={problems} saved={saved} failure={failure} />
    </form>
  );
}

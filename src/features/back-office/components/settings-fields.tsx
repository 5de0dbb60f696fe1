import type { ParseKeys, TFunction } from 'i18next';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toCents } from '../../../../core/money';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';

/** Pieces shared by the shop settings forms: a titled section, the save row and the closed-dates list. */

export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="space-y-4">{children}</div>
    </section>
  );
}

/** The validation messages of a failed parse (core's keys under validation.*), each once. */
export function issueMessages(error: z.ZodError, t: TFunction): string[] {
  return [...new Set(error.issues.map((issue) => (issue.message.startsWith('validation.') ? t(issue.message as ParseKeys) : issue.message)))];
}

/** The weekdays' names, 0 = Monday … 6 = Sunday. */
export const WEEKDAY_LABELS = [
  'backOffice.settings.weekday.0',
  'backOffice.settings.weekday.1',
  'backOffice.settings.weekday.2',
  'backOffice.settings.weekday.3',
  'backOffice.settings.weekday.4',
  'backOffice.settings.weekday.5',
  'backOffice.settings.weekday.6',
] as const satisfies readonly ParseKeys[];

/** Save button with what happened: the form's problems, the server's refusal, or "saved". */
export function SaveRow({ pending, problems, saved, failure }: { pending: boolean; problems: string[]; saved: boolean; failure: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc space-y-1 rounded-control border border-danger-700/40 bg-danger-50 py-2 ps-8 pe-3 text-sm text-danger-700">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t('backOffice.settings.save_failed', { message: failure })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {pending ? t('backOffice.settings.saving') : t('backOffice.settings.save')}
        </button>
        <p role="status" className="text-sm text-ink-muted">
          {saved && !pending ? t('backOffice.settings.saved') : ''}
        </p>
      </div>
    </div>
  );
}

/** A list of dates with an "add" date input and a remove button on each. */
export function ClosedDatesField({ label, dates, onChange }: { label: string; dates: string[]; onChange: (dates: string[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!draft || dates.includes(draft)) return;
    onChange([...dates, draft].sort());
    setDraft('');
  };
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{label}</legend>
      {dates.length === 0 ? (
        <p className="mb-2 text-sm text-ink-muted">{t('backOffice.settings.dates.none')}</p>
      ) : (
        <ul className="mb-2 flex flex-wrap gap-2">
          {dates.map((date) => (
            <li key={date} className="inline-flex items-center gap-1 rounded-control border border-line bg-canvas ps-3 text-sm text-ink tabular-nums">
              {date}
              <button
                type="button"
                className={buttonStyles.quietDanger}
                aria-label={t('backOffice.settings.dates.remove', { date })}
                onClick={() => onChange(dates.filter((d) => d !== date))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={id} className="mb-1 block text-xs text-ink-muted">
            {t('backOffice.settings.dates.new')}
          </label>
          <input
            id={id}
            type="date"
            className={`${inputStyles()} w-48`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </div>
        <button type="button" className={buttonStyles.secondary} onClick={add} disabled={!draft}>
          {t('backOffice.settings.dates.add')}
        </button>
      </div>
    </fieldset>
  );
}

/** Dollars typed by a manager → integer cents (NaN when not a number, for the schema to refuse). */
export function dollarsToCents(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return Number.NaN;
  return toCents(Number(trimmed));
}

export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../../components/error-notice';
import { LoadingBox } from '../../../../components/loading-box';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { Spinner } from '../../../../components/ui/spinner';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/request-parsed';
import { useOrderSettings, useSaveOrderSettings, type OrderSettings } from '../../api/order-settings';

const PREFERENCES = ['never', 'ask', 'similar'] as const satisfies readonly OrderSettings['substitution_preference'][];

/**
 * Order settings (issue 20): what happens when a product is out of stock (never substitute, ask me,
 * a similar item is fine) and whether an order taken by phone waits for the customer's read-back
 * confirmation before it is charged. An agent acting for the customer sets them here too.
 */
export function OrderSettingsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const settings = useOrderSettings();
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('orderSettings.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('orderSettings.lead')}</p>
      {settings.isPending ? (
        <LoadingBox className="mt-4" />
      ) : settings.isError ? (
        <ErrorNotice className="mt-4" error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </section>
  );
}

function SettingsForm({ initial }: { initial: OrderSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveOrderSettings();
  const [values, setValues] = useState<OrderSettings>(initial);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(false);
    save.mutate(values, { onSuccess: () => setSaved(true) });
  };
  const change = (next: Partial<OrderSettings>) => {
    setValues((v) => ({ ...v, ...next }));
    setSaved(false);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-5" aria-busy={save.isPending}>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('orderSettings.substitution')}</legend>
        <div className="mt-2 flex flex-col gap-2">
          {PREFERENCES.map((preference) => (
            <label
              key={preference}
              className={`flex cursor-pointer items-start gap-3 rounded-control border px-3 py-2.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${values.substitution_preference === preference ? 'border-brand-700 bg-brand-50' : 'border-line-strong'}`}
            >
              <input
                type="radio"
                name={`${id}-substitution`}
                value={preference}
                className="mt-1 size-4 shrink-0 accent-brand-700"
                checked={values.substitution_preference === preference}
                onChange={() => change({ substitution_preference: preference })}
                aria-describedby={`${id}-${preference}-hint`}
              />
              <span className="flex flex-col">
                <span className="text-sm font-semibold text-ink">{t(`orderSettings.preference.${preference}`)}</span>
                <span id={`${id}-${preference}-hint`} className="text-xs text-ink-muted">
                  {t(`orderSettings.preference_hint.${preference}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex cursor-pointer items-start gap-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-brand-700"
          checked={values.readback_required}
          onChange={(event) => change({ readback_required: event.target.checked })}
          aria-describedby={`${id}-readback-hint`}
        />
        <span className="flex flex-col">
          <span className="text-sm font-semibold text-ink">{t('orderSettings.readback')}</span>
          <span id={`${id}-readback-hint`} className="text-xs text-ink-muted">
            {t('orderSettings.readback_hint')}
          </span>
        </span>
      </label>
      <FormAlert>{save.isError ? errorMessage(save.error, t('orderSettings.failed')) : null}</FormAlert>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? <Spinner light /> : null}
          {save.isPending ? t('orderSettings.saving') : t('orderSettings.save')}
        </button>
        <p role="status" className={saved ? 'text-sm font-medium text-brand-800' : 'sr-only'}>
          {saved ? t('orderSettings.saved') : ''}
        </p>
      </div>
    </form>
  );
}

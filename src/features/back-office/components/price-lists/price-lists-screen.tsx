import clsx from 'clsx';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../../components/error-notice';
import { LoadingBox } from '../../../../components/loading-box';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { inputStyles } from '../../../../components/ui/input-styles';
import { useLocale } from '../../../../hooks/use-locale';
import { errorMessage } from '../../../../lib/request-parsed';
import { useCustomerGroups, usePriceListWrites } from '../../api/price-lists';
import { BackOfficeFrame } from '../../../../components/back-office-frame';
import { GroupMembersPanel } from './group-members-panel';
import { GroupPricesPanel } from './group-prices-panel';

/** /back-office/price-lists: customer groups, a group's members and its price list (issue 17). */
export function PriceListsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const groups = useCustomerGroups();
  const writes = usePriceListWrites();
  const [chosen, setChosen] = useState<number | null>(null);
  const [name, setName] = useState({ en: '', cn: '', fr: '' });
  const [status, setStatus] = useState('');
  const list = groups.data?.groups ?? [];
  const selected = list.find((g) => g.id === chosen) ?? list[0] ?? null;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const group = await writes.createGroup.mutateAsync({ name, note: '' });
      setName({ en: '', cn: '', fr: '' });
      setChosen(group.id);
      setStatus(t('backOffice.priceLists.saved'));
    } catch (error) {
      setStatus(t('backOffice.priceLists.save_failed', { message: errorMessage(error, t('errors.load_failed')) }));
    }
  };

  return (
    <BackOfficeFrame title={t('backOffice.priceLists.title')} lead={t('backOffice.priceLists.lead')}>
      <p role="status" aria-live="polite" className="mb-3 min-h-5 text-sm text-ink-muted">
        {status}
      </p>
      {groups.isPending ? (
        <LoadingBox label={t('common.loading')} />
      ) : groups.isError ? (
        <ErrorNotice error={groups.error} title={t('backOffice.priceLists.load_failed')} onRetry={() => void groups.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <section aria-labelledby="groups-title" className="flex flex-col gap-3">
            <h2 id="groups-title" className="text-lg font-bold text-ink">
              {t('backOffice.priceLists.groups_title')}
            </h2>
            {list.length === 0 ? <p className="text-sm text-ink-muted">{t('backOffice.priceLists.empty_groups')}</p> : null}
            <ul className="flex flex-col gap-2">
              {list.map((group) => (
                <li key={group.id}>
                  <button
                    type="button"
                    aria-pressed={selected?.id === group.id}
                    onClick={() => setChosen(group.id)}
                    className={clsx(
                      'w-full rounded-card border p-3 text-left focus-visible:outline-2 focus-visible:outline-brand-700',
                      selected?.id === group.id ? 'border-brand-700 bg-brand-50' : 'border-line bg-surface hover:bg-canvas',
                    )}
                  >
                    <span className="block font-semibold text-ink">{group.name[locale] || group.name.en}</span>
                    <span className="block text-sm text-ink-muted">{t('backOffice.priceLists.group_summary', {
                        members: t('backOffice.priceLists.group_members', { count: group.members }),
                        prices: t('backOffice.priceLists.group_prices', { count: group.prices }),
                      })}</span>
                  </button>
                </li>
              ))}
            </ul>
            <form onSubmit={(e) => void create(e)} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-3">
              <h3 className="font-semibold text-ink">{t('backOffice.priceLists.new_group')}</h3>
              {(['en', 'cn', 'fr'] as const).map((key) => (
                <label key={key} className="flex flex-col gap-1 text-sm text-ink">
                  {t(`backOffice.priceLists.name_${key}`)}
                  <input
                    className={inputStyles()}
                    value={name[key]}
                    required={key === 'en'}
                    maxLength={80}
                    onChange={(e) => setName((n) => ({ ...n, [key]: e.target.value }))}
                  />
                </label>
              ))}
              <button type="submit" className={buttonStyles.primary} disabled={writes.createGroup.isPending}>
                {t('backOffice.priceLists.create')}
              </button>
            </form>
          </section>
          {selected ? (
            <div className="flex min-w-0 flex-col gap-6">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-xl font-bold text-ink">{selected.name[locale] || selected.name.en}</h2>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    if (window.confirm(t('backOffice.priceLists.confirm_delete', { name: selected.name[locale] || selected.name.en }))) {
                      void writes.deleteGroup.mutateAsync(selected.id).then(() => setChosen(null));
                    }
                  }}
                >
                  {t('backOffice.priceLists.delete_group')}
                </button>
              </div>
              <GroupPricesPanel groupId={selected.id} onStatus={setStatus} />
              <GroupMembersPanel groupId={selected.id} onStatus={setStatus} />
            </div>
          ) : (
            <p className="text-sm text-ink-muted">{t('backOffice.priceLists.select_group')}</p>
          )}
        </div>
      )}
    </BackOfficeFrame>
  );
}

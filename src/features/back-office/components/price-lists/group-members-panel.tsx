import { useState } from 'react';
import { formatPhone } from '../../../../../core/account/phone';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { inputStyles } from '../../../../components/ui/input-styles';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { errorMessage } from '../../../../lib/request-parsed';
import { useCustomerSearch, useGroupMembers, usePriceListWrites } from '../../api/price-lists';

/** A group's members, and a search by name or phone to add customers (a customer is in one group at most). */
export function GroupMembersPanel({ groupId, onStatus }: { groupId: number; onStatus: (text: string) => void }) {
  const { t } = useTranslation();
  const members = useGroupMembers(groupId);
  const [q, setQ] = useState('');
  const found = useCustomerSearch(useDebouncedValue(q, 250));
  const writes = usePriceListWrites();
  const set = async (customerId: number, member: boolean) => {
    try {
      await writes.setMember.mutateAsync({ groupId, customerId, member });
      onStatus(t('backOffice.priceLists.saved'));
    } catch (error) {
      onStatus(t('backOffice.priceLists.save_failed', { message: errorMessage(error, t('errors.load_failed')) }));
    }
  };
  return (
    <section aria-labelledby="members-title" className="flex flex-col gap-3">
      <h3 id="members-title" className="text-lg font-bold text-ink">
        {t('backOffice.priceLists.members_title')}
      </h3>
      {members.data && members.data.members.length === 0 ? <p className="text-sm text-ink-muted">{t('backOffice.priceLists.no_members')}</p> : null}
      <ul className="divide-y divide-line rounded-card border border-line bg-surface">
        {(members.data?.members ?? []).map((m) => (
          <li key={m.customer_id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <span>
              <span className="block font-medium text-ink">{m.name || '—'}</span>
              <span className="block text-sm text-ink-muted tabular-nums">{formatPhone(m.phone, 'national')}</span>
            </span>
            <button type="button" className={buttonStyles.quiet} aria-label={t('backOffice.priceLists.remove_member', { name: m.name || formatPhone(m.phone, 'national') })} onClick={() => void set(m.customer_id, false)}>
              {t('backOffice.priceLists.remove')}
            </button>
          </li>
        ))}
      </ul>
      <label className="flex flex-col gap-1 text-sm text-ink">
        {t('backOffice.priceLists.search_customers')}
        <input type="search" className={inputStyles()} value={q} onChange={(e) => setQ(e.target.value)} />
      </label>
      {found.data ? (
        found.data.members.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('backOffice.priceLists.no_results')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-card border border-line bg-surface">
            {found.data.members.map((c) => (
              <li key={c.customer_id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="block font-medium text-ink">{c.name || '—'}</span>
                  <span className="block text-sm text-ink-muted tabular-nums">{formatPhone(c.phone, 'national')}</span>
                </span>
                {c.group_id === groupId ? (
                  <span className="text-sm text-ink-muted">{t('backOffice.priceLists.in_group')}</span>
                ) : (
                  <button type="button" className={buttonStyles.outline} onClick={() => void set(c.customer_id, true)}>
                    {c.group_id === null ? t('backOffice.priceLists.add_member') : t('backOffice.priceLists.move_member')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

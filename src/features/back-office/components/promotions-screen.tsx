import * as Tabs from '@radix-ui/react-tabs';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_KINDS, type PromotionKind, type PromotionRow } from '../../../../core/schemas/back-office-promotions';
import { DataTable } from '../../../components/data-table';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { StatusBadge } from '../../../components/order/status-badge';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLocale } from '../../../hooks/use-locale';
import type { Tone } from '../../../lib/order-status-tone';
import { errorMessage } from '../../../lib/request-parsed';
import { usePromotionChoices, usePromotions, useSwitchOffPromotion } from '../api/promotions';
import { BackOfficeFrame } from '../../../components/back-office-frame';
import { PromotionDialog } from './promotion-dialog';
import { PromotionHistoryDialog } from './promotion-history-dialog';

const STATUS_TONE: Record<PromotionRow['status'], Tone> = { scheduled: 'info', running: 'brand', ended: 'muted', off: 'warning' };
const column = createColumnHelper<PromotionRow>();

/**
 * /back-office/promotions: one tab per kind, each a table with its status, edit, switch off and history
 * (title, status and actions first: on a phone the table scrolls sideways to the dates and shop).
 */
export function PromotionsScreen() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PromotionKind>('tier');
  const [notice, setNotice] = useState('');
  return (
    <BackOfficeFrame title={t('backOffice.promotions.title')} lead={t('backOffice.promotions.lead')}>
      <p role="status" aria-live="polite" className={notice ? 'mb-3 rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-800' : 'sr-only'}>
        {notice}
      </p>
      <Tabs.Root value={kind} onValueChange={(v) => setKind(v as PromotionKind)}>
        <Tabs.List aria-label={t('backOffice.promotions.kinds_label')} className="mb-4 flex gap-1 overflow-x-auto rounded-control bg-canvas p-1">
          {PROMOTION_KINDS.map((k) => (
            <Tabs.Trigger
              key={k}
              value={k}
              className="min-h-10 shrink-0 rounded-control px-3 text-sm font-semibold whitespace-nowrap text-ink-muted focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:bg-surface data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
            >
              {t(`backOffice.promotions.kind.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PROMOTION_KINDS.map((k) => (
          <Tabs.Content key={k} value={k} className="focus-visible:outline-2 focus-visible:outline-brand-700">
            {kind === k ? <PromotionKindPanel kind={k} onNotice={setNotice} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </BackOfficeFrame>
  );
}

function PromotionKindPanel({ kind, onNotice }: { kind: PromotionKind; onNotice: (text: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = usePromotions(kind);
  const choices = usePromotionChoices();
  const switchOff = useSwitchOffPromotion(kind);
  const [editing, setEditing] = useState<PromotionRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [history, setHistory] = useState<PromotionRow | null>(null);
  const shopName = useMemo(() => new Map((choices.data?.shops ?? []).map((s) => [s.id, s.name])), [choices.data]);
  const day = useMemo(() => new Intl.DateTimeFormat(locale === 'cn' ? 'zh-CN' : locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeStyle: 'short' }), [locale]);

  const actionsFor = (p: PromotionRow) => (
    <span className="flex flex-wrap gap-1 [&>button]:whitespace-nowrap">
      <button type="button" className={buttonStyles.quiet} aria-label={t('backOffice.promotions.edit_label', { title: p.title })} onClick={() => setEditing(p)}>
        {t('backOffice.promotions.edit')}
      </button>
      <button type="button" className={buttonStyles.quiet} aria-label={t('backOffice.promotions.history_label', { title: p.title })} onClick={() => setHistory(p)}>
        {t('backOffice.promotions.history')}
      </button>
      {p.enabled ? (
        <button
          type="button"
          className={buttonStyles.quietDanger}
          aria-label={t('backOffice.promotions.switch_off_label', { title: p.title })}
          disabled={switchOff.isPending}
          onClick={() => {
            if (!window.confirm(t('backOffice.promotions.confirm_off', { title: p.title }))) return;
            switchOff.mutate(p.id, { onSuccess: (off) => onNotice(t('backOffice.promotions.switched_off', { title: off.title })) });
          }}
        >
          {t('backOffice.promotions.switch_off')}
        </button>
      ) : null}
    </span>
  );
  const shopLabel = (id: number | null) => (id === null ? t('backOffice.promotions.all_shops') : (shopName.get(id) ?? `#${id}`));
  // Without either date a promotion runs until switched off: one word says so, not "no limit – no limit".
  const datesOf = (p: PromotionRow) =>
    !p.starts_at && !p.ends_at
      ? t('backOffice.promotions.no_dates')
      : t('backOffice.promotions.dates', {
      start: p.starts_at ? day.format(new Date(p.starts_at)) : t('backOffice.promotions.no_date'),
      end: p.ends_at ? day.format(new Date(p.ends_at)) : t('backOffice.promotions.no_date'),
    });

  // Rebuilt each render: the cells close over this render's handlers (a handful of rows).
  const columns = [
      column.accessor('title', {
        header: () => t('backOffice.promotions.col.title'),
        cell: (info) => <span className="block min-w-40 font-medium break-words text-ink">{info.getValue()}</span>,
      }),
      column.accessor('status', {
        header: () => t('backOffice.promotions.col.status'),
        cell: (info) => <StatusBadge tone={STATUS_TONE[info.getValue()]}>{t(`backOffice.promotions.status.${info.getValue()}`)}</StatusBadge>,
      }),
      column.display({
        id: 'actions',
        header: () => t('backOffice.promotions.col.actions'),
        cell: ({ row }) => actionsFor(row.original),
      }),
      column.accessor('shop_id', {
        header: () => t('backOffice.promotions.col.shop'),
        cell: (info) => shopLabel(info.getValue()),
      }),
      column.display({
        id: 'dates',
        header: () => t('backOffice.promotions.col.dates'),
        cell: ({ row }) => <span className="text-xs whitespace-nowrap text-ink-muted">{datesOf(row.original)}</span>,
      }),
  ];
  return (
    <section aria-label={t(`backOffice.promotions.kind.${kind}`)}>
      <div className="mb-3 flex justify-end">
        <button type="button" className={buttonStyles.primary} onClick={() => setCreating(true)}>
          {t(`backOffice.promotions.new.${kind}`)}
        </button>
      </div>
      {switchOff.isError ? (
        <p role="alert" className="mb-3 rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {errorMessage(switchOff.error, t('errors.internal'))}
        </p>
      ) : null}
      {list.isPending ? (
        <LoadingBox label={t('common.loading')} />
      ) : list.isError ? (
        <ErrorNotice error={list.error} title={t('backOffice.promotions.load_failed')} onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-5 text-sm text-ink-muted">{t('backOffice.promotions.empty')}</p>
      ) : (
        <>
          {/* 390 px: one card per promotion instead of a table that scrolls sideways. */}
          <ul className="flex flex-col gap-2 md:hidden" aria-label={t(`backOffice.promotions.kind.${kind}`)}>
            {list.data.rows.map((p) => (
              <li key={p.id} className="rounded-card border border-line bg-surface p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-medium break-words text-ink">{p.title}</p>
                  <StatusBadge tone={STATUS_TONE[p.status]}>{t(`backOffice.promotions.status.${p.status}`)}</StatusBadge>
                </div>
                <p className="mt-1 text-sm text-ink-muted">{shopLabel(p.shop_id)}</p>
                <p className="text-xs text-ink-muted">{datesOf(p)}</p>
                <div className="mt-2">{actionsFor(p)}</div>
              </li>
            ))}
          </ul>
          <DataTable
            data={list.data.rows}
            columns={columns}
            caption={t(`backOffice.promotions.kind.${kind}`)}
            getRowId={(row) => String(row.id)}
            headerStyle="plain"
            className="hidden shadow-none md:block"
            tableClassName="min-w-[44rem]"
          />
        </>
      )}
      <PromotionDialog
        kind={kind}
        editing={editing}
        open={creating || editing !== null}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        onSaved={(saved) => {
          setCreating(false);
          setEditing(null);
          onNotice(t('backOffice.promotions.saved', { title: saved.title }));
        }}
      />
      <PromotionHistoryDialog kind={kind} row={history} onClose={() => setHistory(null)} />
    </section>
  );
}

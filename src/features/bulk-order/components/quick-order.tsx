import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BulkEntryLine } from '../../../../core/bulk-entry/bulk-lines';
import { parseCsvFile } from '../../../../core/bulk-entry/parse-csv-file';
import { parsePastedText } from '../../../../core/bulk-entry/parse-pasted-text';
import { resolveEntries } from '../../../../core/bulk-entry/resolve-entries';
import { sampleCsv } from '../../../../core/bulk-entry/sample-csv';
import { resolveQuery } from '../../../../core/bulk-entry/sku-search-index';
import { BULK_MAX_ROWS, type OrderGuideItem } from '../../../../core/schemas/agent';
import { ErrorNotice } from '../../../components/error-notice';
import { AlertIcon, CartIcon } from '../../../components/icons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocale } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { errorMessage } from '../../../lib/request-parsed';
import { platform } from '../../../platform';
import { useOrderGuide } from '../api/get-order-guide';
import { getOrderLines } from '../api/get-order-lines';
import { useProductIndex } from '../hooks/use-product-index';
import { bulkGridStore, type IncomingRow, type RowLookup } from '../stores/bulk-grid-store';
import { announce } from '../stores/live-announcer';
import { bulkAddReport, type BulkAddOutcome, type BulkAddReport, type BulkAddRequest } from '../utils/bulk-add';
import { isBadStatus, productOf, rowStatus, type ProductIndex } from '../utils/row-state';
import { AddReport, reportSentence } from './add-report';
import { BulkGrid } from './bulk-grid';
import { LiveRegion } from './live-region';
import { guideFillQty, OrderGuidePanel } from './order-guide-panel';
import { PastOrdersPanel, type PastOrder } from './past-orders-panel';
import { PasteRowsDialog } from './paste-rows-dialog';
import { ShortcutLegend } from './shortcut-legend';
import { SummaryBar } from './summary-bar';

/** Largest CSV file read (500 rows of SKU,QTY is a few kilobytes; this leaves room for extra columns). */
const MAX_CSV_BYTES = 2 * 1024 * 1024;

export interface QuickOrderProps {
  /** The signed-in customer (their own session, or the customer an agent orders for); null for a guest. */
  customer: { id: number; name: string; agentOrder: boolean } | null;
  /** Adds ready rows through the cart's normal add (composed by the page). */
  onAddToCart: (requests: BulkAddRequest[]) => Promise<BulkAddOutcome>;
  onOpenCart: () => void;
  productHref: (productId: number) => string;
  /** The customer's recent orders ('order again'). */
  pastOrders: { orders: PastOrder[] | undefined; isPending: boolean; error: unknown; refetch: () => void };
  onRequestLogin: () => void;
}

type Notice = { tone: 'info' | 'error'; text: string } | null;

/**
 * Bulk order entry (/quick-order): the keyboard grid, paste and CSV upload, the order guide and
 * 'order again', and Add to cart with a report of what went in.
 */
export function QuickOrder({ customer, onAddToCart, onOpenCart, productHref, pastOrders, onRequestLogin }: QuickOrderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { shopId, shippingType } = useShopScope();
  const { index, query } = useProductIndex(shopId, shippingType, locale);
  const guide = useOrderGuide(customer?.id ?? null, shopId, locale);
  const [params, setParams] = useSearchParams();
  const [panelOpen, setPanelOpen] = useState(() => params.get('guide') === '1' || params.has('fromOrder'));
  const [panelTab, setPanelTab] = useState<'guide' | 'orders'>(() => (params.has('fromOrder') ? 'orders' : 'guide'));
  const [pasteOpen, setPasteOpen] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [report, setReport] = useState<BulkAddReport | null>(null);
  const [adding, setAdding] = useState(false);
  const [busyOrderId, setBusyOrderId] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  useDocumentTitle(t('bulk.title'));

  /**
   * Scrolls the first row with a reason into view and puts the cursor in it (or, with none, in the
   * empty last row, ready for the next SKU); returns how many rows have a reason.
   */
  const showFirstBadRow = useCallback(
    (current: ProductIndex | null = index) => {
      const store = bulkGridStore.getState();
      const bad = store.rows.filter((row) => isBadStatus(rowStatus(row, current, shippingType)));
      const target = bad[0] ?? store.rows[store.rows.length - 1];
      if (target) {
        store.focusCell(target.id, 'sku');
        store.scrollToRow(target.id);
      }
      return bad.length;
    },
    [index, shippingType],
  );

  const addIncoming = useCallback(
    (incoming: IncomingRow[], extraOverflow: number, sourceText: string) => {
      const { overflow } = bulkGridStore.getState().addRows(incoming);
      const left = overflow + extraOverflow;
      const bad = showFirstBadRow();
      const parts = [sourceText];
      if (bad > 0) parts.push(t('bulk.notice.need_attention', { count: bad }));
      if (left > 0) parts.push(t('bulk.notice.overflow', { count: left, max: BULK_MAX_ROWS }));
      const text = parts.join(' ');
      setNotice({ tone: left > 0 ? 'error' : 'info', text });
      setReport(null);
      announce(text);
    },
    [showFirstBadRow, t],
  );

  const addLines = useCallback(
    (lines: BulkEntryLine[]) => {
      if (!index) {
        setNotice({ tone: 'error', text: t('bulk.notice.catalogue_loading') });
        return;
      }
      if (lines.length === 0) {
        setNotice({ tone: 'error', text: t('bulk.notice.nothing_read') });
        return;
      }
      const { entries, overflow } = resolveEntries(index, lines);
      const incoming: IncomingRow[] = entries.map((entry) => {
        const product = entry.resolution.kind === 'product' ? index.products[entry.resolution.row]! : null;
        const lookup: RowLookup | null =
          entry.resolution.kind === 'ambiguous'
            ? { kind: 'ambiguous', candidates: entry.resolution.candidates.map((at) => index.products[at]!.product_id) }
            : entry.resolution.kind === 'unknown'
              ? { kind: 'unknown' }
              : null;
        return {
          text: product ? product.sku : entry.query,
          productId: product ? product.product_id : null,
          lookup,
          qty: entry.qty,
          qtyText: entry.qty === null ? entry.qtyText : String(entry.qty),
        };
      });
      addIncoming(incoming, overflow, t('bulk.notice.rows_read', { count: entries.length }));
    },
    [addIncoming, index, t],
  );

  const onPasteRows = useCallback((text: string) => addLines(parsePastedText(text).entries), [addLines]);

  /** Rows from the guide or a past order: by product id, with the SKU they had when the product is gone. */
  const fillWith = useCallback(
    (lines: readonly { product_id: number; sku: string; qty: number }[], sourceText: string) => {
      if (!index) {
        setNotice({ tone: 'error', text: t('bulk.notice.catalogue_loading') });
        return;
      }
      const incoming: IncomingRow[] = lines
        .filter((line) => line.qty > 0)
        .map((line) => {
          const product = productOf(index, line.product_id);
          return {
            text: product ? product.sku : line.sku,
            productId: product ? product.product_id : null,
            lookup: product ? null : { kind: 'unknown' },
            qty: line.qty,
            qtyText: String(line.qty),
          };
        });
      addIncoming(incoming, 0, sourceText);
    },
    [addIncoming, index, t],
  );

  const fillFromGuide = useCallback(
    (items: readonly OrderGuideItem[]) =>
      fillWith(
        items.map((item) => ({ product_id: item.product_id, sku: item.sku, qty: guideFillQty(item) })),
        t('bulk.notice.guide_filled', { count: items.length }),
      ),
    [fillWith, t],
  );

  const fillFromOrder = useCallback(
    async (orderId: number) => {
      setBusyOrderId(orderId);
      try {
        const order = await getOrderLines(orderId, locale);
        fillWith(order.lines, t('bulk.notice.order_filled', { no: order.order_no, count: order.lines.length }));
      } catch (error) {
        setNotice({ tone: 'error', text: errorMessage(error, t('bulk.notice.order_failed')) });
      } finally {
        setBusyOrderId(null);
      }
    },
    [fillWith, locale, t],
  );

  // ?fromOrder=<id> fills the grid from that order once the catalogue is in (then leaves the address).
  const fromOrder = params.get('fromOrder');
  const filledFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!fromOrder || !index || !customer || filledFrom.current === fromOrder) return;
    filledFrom.current = fromOrder;
    const id = Number(fromOrder);
    // After this render: the fill sets state of its own.
    if (Number.isInteger(id) && id > 0) void Promise.resolve().then(() => fillFromOrder(id));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('fromOrder');
        return next;
      },
      { replace: true },
    );
  }, [customer, fillFromOrder, fromOrder, index, setParams]);

  const guideItems = guide.data?.items;
  const fillFromGuideKey = useCallback(() => {
    if (!customer) {
      onRequestLogin();
      return;
    }
    setPanelOpen(true);
    setPanelTab('guide');
    if (guideItems && guideItems.length > 0) fillFromGuide(guideItems);
    else setNotice({ tone: 'info', text: t('bulk.guide.empty') });
  }, [customer, fillFromGuide, guideItems, onRequestLogin, t]);

  const addToCart = useCallback(async () => {
    if (!index || adding) return;
    const store = bulkGridStore.getState();
    // Rows typed but not chosen are looked up first, as Enter would.
    const updates = new Map<string, { productId: number; sku: string } | RowLookup>();
    for (const row of store.rows) {
      if (rowStatus(row, index, shippingType).kind !== 'pending') continue;
      const found = resolveQuery(index, row.text);
      if (found.kind === 'product') {
        const product = index.products[found.row]!;
        updates.set(row.id, { productId: product.product_id, sku: product.sku });
      } else if (found.kind === 'ambiguous') {
        updates.set(row.id, { kind: 'ambiguous', candidates: found.candidates.map((at) => index.products[at]!.product_id) });
      } else {
        updates.set(row.id, { kind: 'unknown' });
      }
    }
    store.resolveRows(updates);
    const requests: BulkAddRequest[] = [];
    for (const row of bulkGridStore.getState().rows) {
      const status = rowStatus(row, index, shippingType);
      if (status.kind === 'ready') requests.push({ rowId: row.id, product: status.product, qty: status.qty });
    }
    if (requests.length === 0) {
      const bad = showFirstBadRow();
      const text = bad > 0 ? t('bulk.notice.none_ready_bad', { count: bad }) : t('bulk.notice.none_ready');
      setNotice({ tone: 'error', text });
      announce(text);
      return;
    }
    setAdding(true);
    let outcome: BulkAddOutcome;
    try {
      outcome = await onAddToCart(requests);
    } finally {
      setAdding(false);
    }
    if (outcome.kind === 'cancelled') return;
    if (outcome.kind === 'login_required' || outcome.kind === 'failed') {
      const text = outcome.kind === 'failed' ? outcome.message : t('bulk.notice.login_to_add');
      setNotice({ tone: 'error', text });
      announce(text);
      return;
    }
    const removed = outcome.results.filter((result) => result.outcome !== 'refused').map((result) => result.rowId);
    const notes = new Map(outcome.results.flatMap((result) => (result.outcome === 'refused' && result.note ? [[result.rowId, result.note] as const] : [])));
    bulkGridStore.getState().settleAdd(removed, notes);
    const refusedIds = new Set(outcome.results.filter((result) => result.outcome === 'refused').map((result) => result.rowId));
    const bad = showFirstBadRow();
    const next = bulkAddReport(outcome.results, bad);
    if (bad === 0 && refusedIds.size > 0) {
      const first = bulkGridStore.getState().rows.find((row) => refusedIds.has(row.id));
      if (first) bulkGridStore.getState().scrollToRow(first.id);
    }
    setReport(next);
    setNotice(null);
    announce(reportSentence(t, next));
  }, [adding, index, onAddToCart, shippingType, showFirstBadRow, t]);

  // Alt+G anywhere on the page fills the grid from the guide (e.code: Alt+G types © on a Mac).
  const guideKeyRef = useRef(fillFromGuideKey);
  useEffect(() => {
    guideKeyRef.current = fillFromGuideKey;
  }, [fillFromGuideKey]);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyG') {
        event.preventDefault();
        guideKeyRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !pasteOpen) {
      event.preventDefault();
      void addToCart();
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      setNotice({ tone: 'error', text: t('bulk.csv.too_big') });
      return;
    }
    const parsed = parseCsvFile(await file.text());
    if (!parsed.ok) {
      const text = t(parsed.error === 'empty' ? 'bulk.csv.empty' : 'bulk.csv.missing_header');
      setNotice({ tone: 'error', text });
      announce(text);
      return;
    }
    addLines(parsed.entries);
  };

  const downloadSample = async () => {
    if (!index) return;
    const text = sampleCsv(index.products, shippingType);
    const result = await platform.saveFile({ name: 'quick-order-sample.csv', bytes: new TextEncoder().encode(text), mime: 'text/csv' });
    if (!result.saved && !result.cancelled) setNotice({ tone: 'error', text: result.message ?? t('bulk.csv.sample_failed') });
  };

  const ready = index !== null;

  return (
    <div className="container-page py-6 lg:py-10" onKeyDown={onRootKeyDown}>
      <header className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-b border-line pb-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('bulk.title')}</h1>
          <p className="mt-1.5 max-w-2xl text-sm text-ink-muted sm:text-base">
            {t(shippingType === 'pickup' ? 'bulk.lead_pickup' : 'bulk.lead_delivery')}
          </p>
          {customer ? (
            <p className="mt-1 text-sm font-medium text-ink">
              {t(customer.agentOrder ? 'bulk.for_customer_agent' : 'bulk.for_customer', { name: customer.name })}
            </p>
          ) : null}
        </div>
        <button type="button" onClick={() => setPanelOpen((open) => !open)} aria-expanded={panelOpen} aria-controls="bulk-side-panel" className={buttonStyles.outline}>
          {t(panelOpen ? 'bulk.guide.hide' : 'bulk.guide.show')}
        </button>
      </header>

      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t('bulk.toolbar_label')}>
            <button type="button" onClick={() => setPasteOpen(true)} disabled={!ready} className={buttonStyles.secondary}>
              {t('bulk.paste.open')}
            </button>
            <button type="button" onClick={() => fileRef.current?.click()} disabled={!ready} className={buttonStyles.secondary}>
              {t('bulk.csv.upload')}
            </button>
            <input ref={fileRef} type="file" accept=".csv,text/csv" hidden onChange={(event) => void onFile(event)} data-testid="bulk-csv-input" />
            <button type="button" onClick={() => void downloadSample()} disabled={!ready} className={buttonStyles.quiet}>
              {t('bulk.csv.sample')}
            </button>
            <button type="button" onClick={() => bulkGridStore.getState().clear()} className={buttonStyles.quietDanger}>
              {t('bulk.clear')}
            </button>
          </div>

          {query.isError ? <ErrorNotice error={query.error} title={t('bulk.catalogue_failed')} onRetry={() => void query.refetch()} /> : null}
          {!ready && !query.isError ? (
            <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
              <Spinner />
              {t('bulk.catalogue_loading')}
            </p>
          ) : null}

          {notice ? (
            <p
              data-testid="bulk-notice"
              className={
                notice.tone === 'error'
                  ? 'flex items-start gap-2 rounded-control border border-danger-700/25 bg-danger-50 px-3 py-2 text-sm text-danger-700'
                  : 'rounded-control border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900'
              }
            >
              {notice.tone === 'error' ? <AlertIcon className="mt-0.5 shrink-0" width={16} height={16} aria-hidden="true" /> : null}
              <span>{notice.text}</span>
            </p>
          ) : null}

          {report ? <AddReport report={report} onOpenCart={onOpenCart} onDismiss={() => setReport(null)} /> : null}

          <BulkGrid
            shopId={shopId}
            index={index}
            shippingType={shippingType}
            locale={locale}
            productHref={productHref}
            onPasteRows={onPasteRows}
            onAnnounce={announce}
          />

          <SummaryBar index={index} shippingType={shippingType} locale={locale}>
            <button
              type="button"
              onClick={() => void addToCart()}
              disabled={!ready || adding}
              aria-keyshortcuts="Control+Enter"
              className={buttonStyles.primary}
            >
              {adding ? <Spinner /> : <CartIcon width={18} height={18} aria-hidden="true" />}
              {t(customer ? 'bulk.add' : 'bulk.add_guest')}
            </button>
          </SummaryBar>
        </div>

        <aside className="flex w-full flex-col gap-4 lg:w-[24rem] lg:shrink-0" aria-label={t('bulk.side_label')}>
          {panelOpen ? (
            <section id="bulk-side-panel" aria-labelledby="bulk-guide-title" className="rounded-card border border-line bg-surface p-4 shadow-card">
              <h2 id="bulk-guide-title" className="mb-3 text-lg font-bold text-ink">
                {t('bulk.guide.title')}
              </h2>
              {customer ? (
                <Tabs.Root value={panelTab} onValueChange={(value) => setPanelTab(value as 'guide' | 'orders')}>
                  <Tabs.List aria-label={t('bulk.guide.tabs_label')} className="mb-3 grid grid-cols-2 rounded-control bg-canvas p-1">
                    {(['guide', 'orders'] as const).map((tab) => (
                      <Tabs.Trigger
                        key={tab}
                        value={tab}
                        className="min-h-10 rounded-md px-2 text-sm font-semibold text-ink-muted hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-card"
                      >
                        {t(`bulk.guide.tab_${tab}`)}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                  <Tabs.Content value="guide" className="focus-visible:outline-offset-4">
                    <OrderGuidePanel
                      items={guide.data?.items}
                      isPending={guide.isPending}
                      error={guide.error}
                      onRetry={() => void guide.refetch()}
                      locale={locale}
                      onFill={fillFromGuide}
                    />
                  </Tabs.Content>
                  <Tabs.Content value="orders" className="focus-visible:outline-offset-4">
                    <PastOrdersPanel
                      orders={pastOrders.orders}
                      isPending={pastOrders.isPending}
                      error={pastOrders.error}
                      onRetry={pastOrders.refetch}
                      locale={locale}
                      busyOrderId={busyOrderId}
                      onFill={(order) => void fillFromOrder(order.orderId)}
                    />
                  </Tabs.Content>
                </Tabs.Root>
              ) : (
                <div className="flex flex-col items-start gap-3 text-sm text-ink-muted">
                  <p>{t('bulk.guide.login_needed')}</p>
                  <button type="button" onClick={onRequestLogin} className={buttonStyles.primary}>
                    {t('bulk.guide.login')}
                  </button>
                </div>
              )}
            </section>
          ) : null}
          <ShortcutLegend />
        </aside>
      </div>

      <PasteRowsDialog
        open={pasteOpen}
        onOpenChange={setPasteOpen}
        onSubmit={(text) => {
          setPasteOpen(false);
          onPasteRows(text);
        }}
      />
      <LiveRegion />
    </div>
  );
}

import { quantityRuleFromWire, stepDown, stepUp } from '../../../../core/cart/quantity-rule';
import clsx from 'clsx';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resolveQuery, suggestProducts } from '../../../../core/bulk-entry/sku-search-index';
import { DEFAULT_UNIT_LABEL, unitLabel } from '../../../../core/cart/weight-display';
import type { SkuIndexRow } from '../../../../core/schemas/agent';
import type { Locale, ShippingType } from '../../../../core/schemas/common';
import { AlertIcon, CheckIcon, TrashIcon } from '../../../components/icons';
import { formatPrice } from '../../../lib/format-price';
import { bulkGridStore, useBulkGrid, type GridField, type GridRow } from '../stores/bulk-grid-store';
import { rowReasonText } from '../utils/row-reason-text';
import { productOf, rowStatus, type ProductIndex } from '../utils/row-state';
import { useSubstitute } from '../api/get-substitute';

export interface GridRowProps {
  row: GridRow;
  /** 1-based, as read out ("row 3"). */
  position: number;
  shopId: number;
  previousId: string | null;
  nextId: string | null;
  index: ProductIndex | null;
  shippingType: ShippingType;
  locale: Locale;
  productHref: (productId: number) => string;
  /** Text pasted into a box that holds several rows (a line break or a tab). */
  onPasteRows: (text: string) => void;
  onAnnounce: (message: string) => void;
}

/** DOM id of a row (scrolling, the bench and e2e read it). */
export const rowDomId = (rowId: string) => `bulk-row-${rowId}`;
const cellId = (rowId: string, field: GridField) => `bulk-${field}-${rowId}`;

/**
 * One line of the grid: SKU-or-name (a combobox over the in-memory SKU index), the product it
 * stands for, the quantity and the live status. The keys: type → suggestions (↑/↓ in the list,
 * Enter picks, Escape closes) → the quantity → Enter → the next row; ↑/↓ outside the list move
 * between rows. The row stamps data-validated-at (performance.now() in the frame that paints a new
 * status) so the bench measures what the user waits for.
 */
export const GridRowView = memo(function GridRowView({
  row,
  position,
  shopId,
  previousId,
  nextId,
  index,
  shippingType,
  locale,
  productHref,
  onPasteRows,
  onAnnounce,
}: GridRowProps) {
  const { t } = useTranslation();
  const skuRef = useRef<HTMLInputElement>(null);
  const qtyRef = useRef<HTMLInputElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const [skuFocused, setSkuFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(0);
  const focus = useBulkGrid((s) => (s.focus?.rowId === row.id ? s.focus : null));
  const scroll = useBulkGrid((s) => (s.scroll?.rowId === row.id ? s.scroll.seq : null));

  const status = useMemo(() => rowStatus(row, index, shippingType), [row, index, shippingType]);
  const reason = rowReasonText(t, status);
  const product = status.kind === 'ready' || status.kind === 'problem' ? status.product : null;

  const typed = row.productId === null ? row.text : '';
  const suggestions = useMemo(
    () => (index && typed.trim() !== '' ? suggestProducts(index, typed).map((at) => index.products[at]!) : []),
    [index, typed],
  );
  const open = skuFocused && !dismissed && suggestions.length > 0;
  const activeIndex = Math.min(active, Math.max(suggestions.length - 1, 0));
  const listboxId = `${cellId(row.id, 'sku')}-listbox`;
  const optionId = (i: number) => `${cellId(row.id, 'sku')}-option-${i}`;
  const statusId = `${rowDomId(row.id)}-status`;

  useLayoutEffect(() => {
    if (!focus) return;
    const input = focus.field === 'sku' ? skuRef.current : qtyRef.current;
    input?.focus();
    if (focus.field === 'qty') input?.select();
  }, [focus]);

  useEffect(() => {
    if (scroll !== null) rowRef.current?.scrollIntoView({ block: 'center' });
  }, [scroll]);

  // The status the user sees, stamped in the frame that paints it.
  const validatedFor = `${status.kind}|${row.text}|${row.qtyText}`;
  useLayoutEffect(() => {
    const element = rowRef.current;
    if (!element || status.kind === 'empty') return;
    const frame = requestAnimationFrame(() => {
      element.dataset.validatedAt = String(performance.now());
      element.dataset.validatedFor = validatedFor;
    });
    return () => cancelAnimationFrame(frame);
  }, [validatedFor, status.kind]);

  // The list the user sees for what they typed, stamped the same way.
  const suggestedFor = open ? `${typed}|${suggestions[0]?.sku ?? ''}` : '';
  useLayoutEffect(() => {
    const element = rowRef.current;
    if (!element || suggestedFor === '') return;
    const frame = requestAnimationFrame(() => {
      element.dataset.suggestedAt = String(performance.now());
      element.dataset.suggestedFor = suggestedFor;
    });
    return () => cancelAnimationFrame(frame);
  }, [suggestedFor]);

  const store = bulkGridStore.getState;

  const choose = (chosen: SkuIndexRow) => {
    store().pick(row.id, chosen.product_id, chosen.sku);
    setDismissed(true);
    store().focusCell(row.id, 'qty');
    const next = rowStatus({ ...row, productId: chosen.product_id, text: chosen.sku, qtyText: row.qtyText || '1' }, index, shippingType);
    onAnnounce(`${chosen.name}: ${rowReasonText(t, next) ?? t('bulk.status.ready')}`);
  };

  /** Enter or leaving the box without a pick: the exact SKU or an unambiguous name, else why not. */
  const resolveTyped = (moveOn: boolean) => {
    if (!index || row.productId !== null || row.text.trim() === '') return;
    const found = resolveQuery(index, row.text);
    if (found.kind === 'product') {
      const chosen = index.products[found.row]!;
      store().pick(row.id, chosen.product_id, chosen.sku);
      if (moveOn) store().focusCell(row.id, 'qty');
      return;
    }
    const lookup =
      found.kind === 'ambiguous'
        ? { kind: 'ambiguous' as const, candidates: found.candidates.map((at) => index.products[at]!.product_id) }
        : { kind: 'unknown' as const };
    const current = row.lookup;
    const same =
      current?.kind === lookup.kind &&
      (lookup.kind === 'unknown' || (current.kind === 'ambiguous' && current.candidates.join() === lookup.candidates.join()));
    if (!same) store().setLookup(row.id, lookup);
  };

  const moveTo = (rowId: string | null, field: GridField) => {
    if (rowId) store().focusCell(rowId, field);
  };

  const onSkuKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (open) setActive((activeIndex + 1) % suggestions.length);
        else moveTo(nextId, 'sku');
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((activeIndex - 1 + suggestions.length) % suggestions.length);
        else moveTo(previousId, 'sku');
        break;
      case 'Enter': {
        event.preventDefault();
        const chosen = open ? suggestions[activeIndex] : undefined;
        if (chosen) choose(chosen);
        else if (row.productId !== null) store().focusCell(row.id, 'qty');
        else resolveTyped(true);
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setDismissed(true);
        }
        break;
    }
  };

  const onQtyKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        resolveTyped(false);
        store().focusCell(store().rowAfter(row.id), 'sku');
        break;
      case 'ArrowDown':
        event.preventDefault();
        moveTo(nextId, 'qty');
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveTo(previousId, 'qty');
        break;
      case '+':
      case '-': {
        // Issue 20: + and − step the quantity by the product's case increment (from its minimum).
        if (!product) break;
        event.preventDefault();
        const rule = quantityRuleFromWire(product);
        const now = Math.floor(Number(row.qtyText)) || 0;
        const next = event.key === '+' ? stepUp(rule, now) : Math.max(rule.min, stepDown(rule, now));
        bulkGridStore.getState().setQty(row.id, String(next));
        break;
      }
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (/[\r\n\t]/.test(text.trim())) {
      event.preventDefault();
      onPasteRows(text);
    }
  };

  const bad = status.kind === 'unknown' || status.kind === 'ambiguous' || status.kind === 'problem';
  const rowLabel = t('bulk.grid.row', { n: position });

  return (
    <div
      ref={rowRef}
      id={rowDomId(row.id)}
      role="group"
      aria-label={rowLabel}
      data-row-id={row.id}
      data-status={status.kind}
      className={clsx(
        'relative grid items-start gap-x-3 gap-y-1.5 border-b border-line px-3 py-2.5 [grid-template-areas:"num_sku_qty_del""._prod_prod_prod""._stat_stat_stat"] grid-cols-[1.75rem_minmax(0,1fr)_5rem_2.75rem] md:[grid-template-areas:"num_sku_prod_qty_stat_del"] md:grid-cols-[2rem_minmax(8rem,11rem)_minmax(0,1fr)_5.5rem_minmax(9rem,14rem)_2.75rem] md:items-center',
        bad ? 'bg-danger-50' : 'bg-surface',
        open ? 'z-20' : 'z-0',
      )}
    >
      <span className="pt-3 text-right text-sm text-ink-muted tabular-nums [grid-area:num] md:pt-0" aria-hidden="true">
        {position}
      </span>

      <div className="relative [grid-area:sku]">
        <input
          ref={skuRef}
          id={cellId(row.id, 'sku')}
          value={row.text}
          onChange={(event) => {
            bulkGridStore.getState().setText(row.id, event.target.value);
            setDismissed(false);
            setActive(0);
          }}
          onKeyDown={onSkuKeyDown}
          onPaste={onPaste}
          onFocus={() => setSkuFocused(true)}
          onBlur={() => {
            setSkuFocused(false);
            resolveTyped(false);
          }}
          role="combobox"
          aria-label={t('bulk.grid.sku_label', { n: position })}
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={open ? optionId(activeIndex) : undefined}
          aria-invalid={bad || undefined}
          aria-describedby={statusId}
          autoComplete="off"
          spellCheck={false}
          placeholder={position === 1 ? t('bulk.grid.sku_placeholder') : undefined}
          className={clsx(
            'w-full rounded-control border bg-surface px-2.5 py-2 font-mono text-sm text-ink placeholder:font-sans placeholder:text-ink-muted focus:outline-2 focus:outline-offset-0 focus:outline-brand-700',
            bad ? 'border-danger-700' : 'border-line-strong',
          )}
        />
        {open ? (
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t('bulk.grid.suggestions', { n: position })}
            className="absolute top-full left-0 z-30 mt-1 max-h-80 w-[min(30rem,calc(100vw-3rem))] overflow-y-auto rounded-control border border-line-strong bg-surface py-1 shadow-raised"
          >
            {suggestions.map((suggestion, i) => {
              const hint = rowReasonText(t, rowStatus({ ...row, productId: suggestion.product_id, qtyText: '1' }, index, shippingType));
              return (
                <li
                  key={suggestion.product_id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === activeIndex}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (i !== activeIndex) setActive(i);
                  }}
                  onClick={() => choose(suggestion)}
                  className={clsx(
                    'flex cursor-pointer items-baseline gap-3 px-3 py-2 text-sm',
                    i === activeIndex ? 'bg-brand-50' : 'bg-surface',
                  )}
                >
                  <span className="w-24 shrink-0 truncate font-mono text-xs text-ink-muted">{suggestion.sku}</span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-ink">{suggestion.name}</span>
                    {hint ? <span className="block text-xs text-danger-700">{hint}</span> : null}
                  </span>
                  <span className="shrink-0 text-ink tabular-nums">{formatPrice(suggestion.price, locale)}</span>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>

      <div className="min-w-0 text-sm [grid-area:prod]">
        {product ? (
          <>
            <span className="line-clamp-2 font-medium break-words text-ink" title={product.name}>
              {product.name}
            </span>
            <span className="text-xs text-ink-muted">
              {t('bulk.grid.price_per_unit', { price: formatPrice(product.price, locale), unit: unitLabel(product.unit || DEFAULT_UNIT_LABEL, 1, t) })}
            </span>
          </>
        ) : (
          <span className="hidden text-ink-muted md:inline">—</span>
        )}
      </div>

      <input
        ref={qtyRef}
        id={cellId(row.id, 'qty')}
        value={row.qtyText}
        onChange={(event) => bulkGridStore.getState().setQty(row.id, event.target.value)}
        onKeyDown={onQtyKeyDown}
        onPaste={onPaste}
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('bulk.grid.qty_label', { n: position })}
        aria-invalid={(status.kind === 'problem' && status.problem.reason !== 'delisted') || undefined}
        aria-describedby={statusId}
        className="w-full rounded-control border border-line-strong bg-surface px-2.5 py-2 text-right text-sm text-ink tabular-nums [grid-area:qty] focus:outline-2 focus:outline-offset-0 focus:outline-brand-700"
      />

      <div id={statusId} className="min-w-0 text-sm [grid-area:stat]">
        <RowStatusText status={status} reason={reason} cartNote={row.cartNote} productHref={productHref} onChoose={choose} />
        {status.kind === 'problem' && SUBSTITUTABLE.has(status.problem.reason) ? (
          <SubstituteOffer
            shopId={shopId}
            productId={status.product.product_id}
            qty={Math.max(1, Number.parseInt(row.qtyText, 10) || 1)}
            index={index}
            shippingType={shippingType}
            locale={locale}
            onChoose={choose}
          />
        ) : null}
      </div>

      <button
        type="button"
        onClick={() => bulkGridStore.getState().removeRow(row.id)}
        className="inline-flex size-10 items-center justify-center rounded-control text-ink-muted [grid-area:del] hover:bg-danger-50 hover:text-danger-700"
        aria-label={t('bulk.grid.remove_row', { n: position })}
        tabIndex={-1}
      >
        <TrashIcon width={18} height={18} />
      </button>
    </div>
  );
});

/** A line the shop cannot fill as asked: core's substitute is offered (issue 20). */
const SUBSTITUTABLE = new Set(['out_of_stock', 'over_stock', 'delisted']);

function SubstituteOffer({
  shopId,
  productId,
  qty,
  index,
  shippingType,
  locale,
  onChoose,
}: {
  shopId: number;
  productId: number;
  qty: number;
  index: ProductIndex | null;
  shippingType: ShippingType;
  locale: Locale;
  onChoose: (product: SkuIndexRow) => void;
}) {
  const { t } = useTranslation();
  const answer = useSubstitute(shopId, productId, qty, locale, index !== null);
  const id = answer.data?.substitute_id;
  const product = index && id ? productOf(index, id) : undefined;
  if (!product || (shippingType === 'pickup' && !product.pickup_allowed)) return null;
  return (
    <button
      type="button"
      onClick={() => onChoose(product)}
      className="mt-1 inline-flex max-w-full rounded-control border border-brand-300 bg-brand-50 px-2 py-1 text-left text-xs text-brand-900 hover:bg-brand-100"
      aria-label={t('bulk.status.use_substitute_label', { name: product.name, sku: product.sku, price: formatPrice(product.price, locale) })}
      data-testid="use-substitute"
    >
      <span className="min-w-0 break-words">{t('bulk.status.use_substitute', { name: product.name, price: formatPrice(product.price, locale) })}</span>
    </button>
  );
}

function RowStatusText({
  status,
  reason,
  cartNote,
  productHref,
  onChoose,
}: {
  status: ReturnType<typeof rowStatus>;
  reason: string | null;
  cartNote: string | null;
  productHref: (productId: number) => string;
  onChoose: (product: SkuIndexRow) => void;
}) {
  const { t } = useTranslation();
  if (status.kind === 'empty') return null;
  if (status.kind === 'loading') return <span className="text-ink-muted">{t('bulk.status.loading')}</span>;
  if (status.kind === 'pending') return <span className="text-ink-muted">{t('bulk.status.pending')}</span>;
  if (status.kind === 'ready') {
    return (
      <span className="flex flex-col">
        <span className="inline-flex items-center gap-1 font-medium text-brand-800">
          <CheckIcon width={16} height={16} aria-hidden="true" />
          {t('bulk.status.ready')}
        </span>
        {cartNote ? <span className="text-xs text-danger-700">{cartNote}</span> : null}
      </span>
    );
  }
  const pageLink =
    status.kind === 'problem' && (status.problem.reason === 'weighed' || status.problem.reason === 'has_options') ? status.product : null;
  return (
    <span className="flex flex-col gap-1">
      <span className="inline-flex items-start gap-1 font-medium text-danger-700">
        <AlertIcon className="mt-0.5 shrink-0" width={16} height={16} aria-hidden="true" />
        <span>{reason}</span>
      </span>
      {pageLink ? (
        <Link to={productHref(pageLink.product_id)} className="text-xs font-semibold text-brand-800 underline underline-offset-2">
          {t('bulk.status.open_product')}
        </Link>
      ) : null}
      {status.kind === 'ambiguous' && status.candidates.length > 0 ? (
        <span className="flex flex-wrap gap-1">
          {status.candidates.map((candidate) => (
            <button
              key={candidate.product_id}
              type="button"
              onClick={() => onChoose(candidate)}
              className="rounded-control border border-line-strong bg-surface px-2 py-1 text-left text-xs text-ink hover:bg-brand-50"
              aria-label={t('bulk.status.choose_candidate', { name: candidate.name, sku: candidate.sku })}
            >
              <span className="font-mono">{candidate.sku}</span> · {candidate.name}
            </button>
          ))}
        </span>
      ) : null}
      {cartNote ? <span className="text-xs text-danger-700">{cartNote}</span> : null}
    </span>
  );
}


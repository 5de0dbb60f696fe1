import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '../../../../core/schemas/payment';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/request-parsed';
import { useDeleteSavedCard, useSavedCards } from '../api/saved-cards';
import { AddCardDialog } from './add-card-dialog';
import { FormError, PaymentDialog } from './payment-ui';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';

export function cardBrand(brand: string): string {
  const known: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', unionpay: 'UnionPay', jcb: 'JCB', diners: 'Diners Club' };
  return known[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : '');
}

const expiry = (card: SavedCard) => `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;

/**
 * The credit card list (spec §2.8): select a card, add a card, change card, delete. The first card
 * is chosen when nothing is (isDefaultPaymentMethod); "Your credit card list is empty!" otherwise.
 */
export function SavedCardList({ value, onChange }: { value: string | null; onChange: (cardId: string | null) => void }) {
  const { t } = useTranslation();
  const cards = useSavedCards();
  const remove = useDeleteSavedCard();
  const groupName = useId();
  const [expanded, setExpanded] = useState(false);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const [notice, setNotice] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const list = cards.data;

  useEffect(() => {
    if (!list) return;
    if (list.length === 0) {
      if (value !== null) onChange(null);
    } else if (!value || !list.some((card) => card.id === value)) {
      onChange(list[0]!.id);
    }
  }, [list, value, onChange]);

  if (cards.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-2 text-sm text-ink-muted">
        <Spinner />
        {t('payment.ui.card.loading')}
      </p>
    );
  }
  if (cards.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <FormError>{errorMessage(cards.error, t('payment.ui.errors.generic'))}</FormError>
        <button type="button" className={buttonStyles.quiet} onClick={() => void cards.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const selected = list!.find((card) => card.id === value) ?? null;
  const showList = expanded || !selected;
  const addButton = (
    <button type="button" className={buttonStyles.outline} onClick={() => setAdding(true)}>
      <PlusIcon width={18} height={18} />
      {t('payment.ui.card.add')}
    </button>
  );

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className={notice ? 'text-sm font-medium text-brand-800' : 'sr-only'}>
        {notice}
      </p>
      {list!.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-control border border-dashed border-line-strong bg-canvas px-4 py-4">
          <p className="text-sm font-medium text-ink">{t('payment.ui.card.empty')}</p>
          {addButton}
        </div>
      ) : showList ? (
        <>
          <div role="radiogroup" aria-label={t('payment.ui.card.list_label')} className="flex flex-col gap-2">
            {list!.map((card) => {
              const checked = card.id === value;
              const label = t('payment.ui.card.card_named', { brand: cardBrand(card.brand), last4: card.last4 });
              return (
                <div
                  key={card.id}
                  className={clsx(
                    'flex items-center gap-2 rounded-control border px-3 py-1.5',
                    checked ? 'border-brand-700 bg-brand-50' : 'border-line bg-surface',
                  )}
                >
                  <label className="flex min-h-10 min-w-0 flex-1 cursor-pointer items-center gap-3">
                    <input
                      type="radio"
                      name={groupName}
                      value={card.id}
                      checked={checked}
                      onChange={() => {
                        onChange(card.id);
                        setExpanded(false);
                      }}
                      className="size-4 shrink-0 accent-brand-700"
                    />
                    <CardLine card={card} />
                  </label>
                  <button
                    type="button"
                    className={buttonStyles.quietDanger}
                    aria-label={t('payment.ui.card.delete_named', { card: label })}
                    onClick={() => {
                      setDeleteError(null);
                      setDeleting(card);
                    }}
                  >
                    <TrashIcon width={18} height={18} />
                  </button>
                </div>
              );
            })}
          </div>
          <div>{addButton}</div>
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-brand-700 bg-brand-50 px-3 py-2">
          <CardLine card={selected} />
          <button type="button" className={buttonStyles.quiet} onClick={() => setExpanded(true)}>
            {t('payment.ui.card.change')}
          </button>
        </div>
      )}

      <AddCardDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(cardId) => {
          setAdding(false);
          setExpanded(false);
          onChange(cardId);
          setNotice(t('payment.ui.card.added'));
        }}
      />
      <PaymentDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        closable={!remove.isPending}
        title={t('payment.ui.card.delete_title')}
        description={deleting ? t('payment.ui.card.delete_message', { card: t('payment.ui.card.card_named', { brand: cardBrand(deleting.brand), last4: deleting.last4 }) }) : undefined}
      >
        {deleteError ? <FormError>{deleteError}</FormError> : null}
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} disabled={remove.isPending} onClick={() => setDeleting(null)}>
            {t('payment.ui.actions.cancel')}
          </button>
          <button
            type="button"
            className={buttonStyles.danger}
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  setNotice(t('payment.ui.card.deleted'));
                },
                onError: (error) => setDeleteError(errorMessage(error, t('payment.ui.errors.generic'))),
              });
            }}
          >
            {remove.isPending ? <Spinner light /> : null}
            {t('payment.ui.card.delete_confirm')}
          </button>
        </div>
      </PaymentDialog>
    </div>
  );
}

function CardLine({ card }: { card: SavedCard }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5">
      <span className="font-semibold text-ink">
        {cardBrand(card.brand)} <span className="font-mono tracking-wider">•••• {card.last4}</span>
      </span>
      <span className="text-xs text-ink-muted">{t('payment.ui.card.expires', { date: expiry(card) })}</span>
    </span>
  );
}

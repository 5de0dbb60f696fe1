import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatPhone } from '../../../../../core/account/phone';
import type { AddressBookEntry, User } from '../../../../../core/schemas/account';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorNotice } from '../../../../components/error-notice';
import { AlertIcon, CheckIcon, MapPinIcon, PlusIcon } from '../../../../components/icons';
import { LoadingBox } from '../../../../components/loading-box';
import { paths } from '../../../../config/paths';
import { useLocalizedPath } from '../../../../hooks/use-locale';
import { ApiRequestError } from '../../../../lib/api-client';
import {
  checkoutContactStore,
  contactFromAddressEntry,
  useCheckoutContact,
} from '../../../../lib/session/checkout-contact';
import { useDeleteAddressBookEntry } from '../../api/address-book-delete';
import { useAddressBook } from '../../api/address-book-list';
import { AccountPage } from './account-page';
import { PencilIcon, TrashIcon } from '../../../../components/icons';
import { AddressFormDialog } from './address-form-dialog';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { selectTarget } from './select-target';
import { buttonStyles } from '../../../../components/ui/button-styles';

type Editing = { entry: AddressBookEntry | null } | null;

/**
 * 'My Address' (spec §2.1 /addressBook, §2.8): the customer's delivery addresses with add, modify
 * and remove. With ?enableSelect=1 each address can be chosen as the checkout contact, after which
 * the page goes to ?redirect= (a path on this site) or back.
 */
export function AddressBookPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const selecting = params.get('enableSelect') === '1';
  const book = useAddressBook();
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const limitNoteId = useId();

  const list = book.data?.list ?? [];
  const max = book.data?.max ?? 50;
  const full = book.isSuccess && list.length >= max;

  const openAdd = () => {
    if (full) return;
    setAnnouncement('');
    setEditing({ entry: null });
  };

  return (
    <AccountPage
      title={t('address_book.title')}
      lead={selecting ? t('address_book.select_lead') : t('address_book.lead')}
      actions={() =>
        book.isSuccess && list.length > 0 ? (
          <div className="flex flex-col items-start gap-1.5 sm:items-end">
            <button
              type="button"
              onClick={openAdd}
              aria-disabled={full || undefined}
              aria-describedby={full ? limitNoteId : undefined}
              className={buttonStyles.primary}
            >
              <PlusIcon width={18} height={18} />
              {t('address_book.add')}
            </button>
            {full ? (
              <p id={limitNoteId} className="max-w-xs text-xs text-ink-muted sm:text-right">
                {t('address_book.full', { max })}
              </p>
            ) : null}
          </div>
        ) : null
      }
    >
      {(user) => (
        <>
          <p role="status" className={announcement ? 'mb-4 flex items-center gap-2 rounded-control bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-900' : 'sr-only'}>
            {announcement ? <CheckIcon width={18} height={18} className="shrink-0 text-brand-700" /> : null}
            {announcement}
          </p>
          {book.isPending ? (
            <LoadingBox />
          ) : book.isError ? (
            <ErrorNotice error={book.error} onRetry={() => void book.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState title={t('address_book.empty_title')}>
              <p className="max-w-sm text-sm text-ink-muted">{t('address_book.empty_body')}</p>
              <button type="button" onClick={openAdd} className={clsx(buttonStyles.primary, 'mt-1')}>
                <PlusIcon width={18} height={18} />
                {t('address_book.add_first')}
              </button>
            </EmptyState>
          ) : (
            <>
              <p className="mb-3 text-sm text-ink-muted">{t('address_book.count', { count: list.length, max })}</p>
              <AddressList
                entries={list}
                selecting={selecting}
                onModify={(entry) => {
                  setAnnouncement('');
                  setEditing({ entry });
                }}
                onRemoved={(entry) => setAnnouncement(t('address_book.removed', { name: entry.name }))}
              />
            </>
          )}
          <AddressFormDialog
            open={editing !== null}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
            entry={editing?.entry ?? null}
            defaultTel={defaultTel(user)}
            onSaved={(entry) => {
              setEditing(null);
              setAnnouncement(t('address_book.saved', { name: entry.name }));
            }}
          />
        </>
      )}
    </AccountPage>
  );
}

/** A new address starts with the customer's own phone ('+1 416-555-0123'). */
const defaultTel = (user: User) => user.phone || user.phone_num;

function AddressList({
  entries,
  selecting,
  onModify,
  onRemoved,
}: {
  entries: AddressBookEntry[];
  selecting: boolean;
  onModify: (entry: AddressBookEntry) => void;
  onRemoved: (entry: AddressBookEntry) => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const localized = useLocalizedPath();
  const currentContactId = useCheckoutContact((s) => s.contact?.contact_id ?? null);
  const remove = useDeleteAddressBookEntry();
  const [removing, setRemoving] = useState<AddressBookEntry | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const deliverHere = (entry: AddressBookEntry) => {
    checkoutContactStore.getState().setContact(contactFromAddressEntry(entry));
    // location.key 'default': the page was opened directly, there is nothing of ours to go back to.
    const target = selectTarget(params.get('redirect'), location.key !== 'default');
    if (target.kind === 'path') void navigate(target.to);
    else if (target.kind === 'back') void navigate(-1);
    else void navigate(localized(paths.home));
  };

  const confirmRemove = () => {
    if (!removing) return;
    const entry = removing;
    setRemoveError(null);
    remove.mutate(entry.id, {
      onSuccess: () => {
        setRemoving(null);
        onRemoved(entry);
      },
      onError: (error) => setRemoveError(error instanceof ApiRequestError ? error.message : t('errors.internal')),
    });
  };

  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2 sm:gap-4">
        {entries.map((entry) => (
          <li key={entry.id}>
            <AddressCell
              entry={entry}
              selecting={selecting}
              current={selecting && entry.id === currentContactId}
              onDeliverHere={() => deliverHere(entry)}
              onModify={() => onModify(entry)}
              onRemove={() => {
                setRemoveError(null);
                setRemoving(entry);
              }}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('address_book.remove_title')}
        message={removing ? t('address_book.remove_body', { name: removing.name, address: removing.address }) : ''}
        confirmLabel={t('address_book.remove_confirm')}
        busyLabel={t('address_book.removing')}
        cancelLabel={t('address_book.cancel')}
        busy={remove.isPending}
        error={removeError}
        onConfirm={confirmRemove}
      />
    </>
  );
}

function AddressCell({
  entry,
  selecting,
  current,
  onDeliverHere,
  onModify,
  onRemove,
}: {
  entry: AddressBookEntry;
  selecting: boolean;
  current: boolean;
  onDeliverHere: () => void;
  onModify: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const outsideId = useId();
  const outside = entry.shop_id === 0;
  const details = [
    // The phone stays on one line (the first column is as wide as it needs).
    { label: t('address_book.phone'), value: formatPhone(entry.tel), nowrap: true },
    { label: t('address_book.unit'), value: entry.unit, nowrap: false },
    { label: t('address_book.buzzer'), value: entry.buzz_code, nowrap: false },
    { label: t('address_book.postal_code'), value: entry.postal_code, nowrap: true },
  ];
  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'flex h-full flex-col gap-3 rounded-card border bg-surface p-4 shadow-card sm:p-5',
        current ? 'border-brand-700 ring-1 ring-brand-700' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-lg leading-snug font-bold break-words text-ink">
          {entry.name}
        </h2>
        {outside ? (
          <span
            id={outsideId}
            className="inline-flex items-center gap-1.5 rounded-full bg-warning-50 px-2.5 py-1 text-xs font-semibold text-warning-800 ring-1 ring-warning-800/25"
          >
            <AlertIcon width={14} height={14} />
            {t('address_book.outside_area')}
          </span>
        ) : current ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-900">
            <CheckIcon width={14} height={14} />
            {t('address_book.current')}
          </span>
        ) : null}
      </div>
      <p className="flex items-start gap-2 text-sm text-ink">
        <MapPinIcon width={18} height={18} className="mt-px shrink-0 text-brand-700" />
        <span className="sr-only">{t('address_book.address')}: </span>
        <span className="min-w-0 break-words">{entry.address || entry.addr}</span>
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_repeat(3,minmax(0,1fr))] md:grid-cols-2 xl:grid-cols-[max-content_repeat(3,minmax(0,1fr))]">
        {details.map(({ label, value, nowrap }) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className={clsx(nowrap ? 'whitespace-nowrap' : 'break-words', value ? 'font-medium text-ink' : 'text-ink-muted')}>
              {value || t('address_book.not_set')}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-line pt-3">
        {selecting ? (
          <button
            type="button"
            onClick={onDeliverHere}
            disabled={outside}
            aria-describedby={outside ? outsideId : undefined}
            aria-label={t('address_book.deliver_here_named', { name: entry.name })}
            className={clsx(buttonStyles.primary, 'mr-auto')}
          >
            {t('address_book.deliver_here')}
          </button>
        ) : null}
        <button
          type="button"
          onClick={onModify}
          aria-label={t('address_book.modify_named', { name: entry.name })}
          className={buttonStyles.quiet}
        >
          <PencilIcon width={16} height={16} />
          {t('address_book.modify')}
        </button>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('address_book.remove_named', { name: entry.name })}
          className={buttonStyles.quietDanger}
        >
          <TrashIcon width={16} height={16} />
          {t('address_book.remove')}
        </button>
      </div>
    </article>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Warehouse } from '../../../../core/schemas/catalogue';
import type { PlaceResult } from '../../../../core/schemas/maps';
import { AddressAutocomplete, type AddressProblem } from '../../../components/address-autocomplete/address-autocomplete';
import { BookIcon, WarehouseIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { usePlaceDetails } from '../../../lib/maps/get-place-details';
import { useHitShop } from '../api/hit-shop';
import { usePositionStore } from '../stores/position-store';
import type { PickedPlace, Position } from '../types/position';
import { deliveryPosition, pickedPlaceOf, toPickedPlace } from '../utils/picked-place';
import { shopIdOf } from '../utils/position-codec';
import { isSignedIn, useSession } from '../../../lib/session/session-store';
import { CurrentLocationLine } from './current-location-line';
import { PositionPrompt } from './position-prompt';
import { WarehouseDialog } from './warehouse-dialog';
import { DialogCloseButton } from '../../../components/ui/dialog-parts';

/** What the address field holds: a suggestion (details still to load) or a resolved place. */
type Selection = { label: string; placeId: string } | { label: string; place: PickedPlace };

type Prompt = { kind: 'overdistance' } | { kind: 'change-shop'; next: Position } | null;


function pickupPosition(warehouse: Warehouse, previous: Position | null): Position {
  return {
    sid: 0,
    delivery_setting_id: 0,
    warehouse_address: {
      address: warehouse.address,
      tel: warehouse.tel,
      postal_code: warehouse.postal_code,
      lat: warehouse.lat,
      lng: warehouse.lng,
      shop_id: warehouse.shop_id,
    },
    ...(previous?.cid !== undefined ? { cid: previous.cid } : {}),
  };
}

/**
 * Spec §2.6 "Hi There, Where are you?" and §4 Position: pick a delivery address (suggestions or the
 * current location) or a pickup warehouse. Mandatory until a position exists: no close button, no
 * Escape, no outside click. Confirm asks hit_shop which shop delivers there.
 */
export default function PositionDialog() {
  const { t } = useTranslation();
  const isLoggedIn = useSession(isSignedIn);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const open = usePositionStore((s) => s.dialogOpen);
  const position = usePositionStore((s) => s.position);
  const browserLatLng = usePositionStore((s) => s.browserLatLng);
  const choosePosition = usePositionStore((s) => s.choosePosition);
  const closeDialog = usePositionStore((s) => s.closeDialog);
  const mandatory = position === null;

  const saved = pickedPlaceOf(position);
  const [text, setText] = useState(saved?.address ?? '');
  const [selection, setSelection] = useState<Selection | null>(saved ? { label: saved.address, place: saved } : null);
  const [error, setError] = useState<string | null>(null);
  const [warehousesOpen, setWarehousesOpen] = useState(false);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const details = usePlaceDetails(selection && 'placeId' in selection ? selection.placeId : undefined);
  const place: PickedPlace | null =
    selection && 'place' in selection ? selection.place : details.data ? toPickedPlace(details.data) : null;
  const hitShop = useHitShop();
  const busy = hitShop.isPending || (selection !== null && 'placeId' in selection && details.isPending);

  const reportProblem = (problem: AddressProblem) => {
    if (problem === 'not-picked') {
      setText('');
      setSelection(null);
      setError(t('position.select_correct_address'));
    } else {
      setError(t('position.address_required'));
    }
  };

  const pickPlace = (result: PlaceResult) => {
    const picked = toPickedPlace(result);
    setText(picked.address);
    setSelection({ label: picked.address, place: picked });
    setError(null);
  };

  /** Spec §4: a different shop than the current one needs the visitor's confirmation. */
  const propose = (next: Position) => {
    if (position && shopIdOf(position) !== shopIdOf(next)) {
      setPrompt({ kind: 'change-shop', next });
      return;
    }
    setWarehousesOpen(false);
    choosePosition(next);
  };

  const confirm = async () => {
    if (!place) {
      if (details.isError) setError(t('position.select_correct_address'));
      else if (!selection) setError(text.trim() ? t('position.select_correct_address') : t('position.address_required'));
      return;
    }
    const shop = await hitShop.mutateAsync(place).catch(() => null);
    // No shop, or a failed call, is the overdistance case.
    if (!shop || shop.shop_id <= 0) {
      setPrompt({ kind: 'overdistance' });
      return;
    }
    propose(deliveryPosition(place, shop, position));
  };

  const dismissible = !mandatory;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeDialog())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/55 animate-fade-in" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const input = inputRef.current;
            input?.focus();
            // A saved address is selected (typing replaces it) with the view at its start.
            input?.setSelectionRange(0, input.value.length, 'backward');
          }}
          onEscapeKeyDown={(event) => (dismissible ? undefined : event.preventDefault())}
          onInteractOutside={(event) => (dismissible ? undefined : event.preventDefault())}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[94dvh] overflow-y-auto rounded-t-card bg-surface px-5 pt-6 pb-6 shadow-raised animate-fade-in focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(30rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-7 sm:pt-7"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-extrabold tracking-tight text-ink">{t('position.title')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">{t('position.description')}</Dialog.Description>
            </div>
            {dismissible ? (
              <DialogCloseButton />
            ) : null}
          </div>

          <form
            noValidate
            className="mt-5 flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            <AddressAutocomplete
              inputRef={inputRef}
              text={text}
              onTextChange={(value) => {
                setText(value);
                setError(null);
                if (selection && value !== selection.label) setSelection(null);
              }}
              pickedLabel={selection?.label ?? null}
              onPick={(prediction) => {
                setText(prediction.description);
                setSelection({ label: prediction.description, placeId: prediction.place_id });
                setError(null);
              }}
              onProblem={reportProblem}
              error={error}
              near={browserLatLng}
            />
            <CurrentLocationLine onPick={pickPlace} />
            {isLoggedIn ? (
              <Link
                to={localized(paths.addressBook)}
                onClick={closeDialog}
                className="flex items-center gap-3 rounded-control px-2 py-2 text-sm font-semibold text-brand-800 hover:bg-canvas hover:underline"
              >
                <BookIcon width={18} height={18} />
                {t('position.address_book')}
              </Link>
            ) : null}
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy}
              className="mt-1 inline-flex items-center justify-center gap-2 rounded-control bg-brand-700 px-5 py-3 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
            >
              {busy ? (
                <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
              ) : null}
              {busy ? t('position.confirming') : t('position.confirm')}
            </button>
          </form>

          <div className="my-4 flex items-center gap-3 text-xs font-semibold tracking-widest text-ink-muted uppercase" role="separator">
            <span className="h-px flex-1 bg-line" />
            {t('position.or')}
            <span className="h-px flex-1 bg-line" />
          </div>

          <button
            type="button"
            onClick={() => setWarehousesOpen(true)}
            className="inline-flex w-full items-center justify-center gap-2 rounded-control border border-brand-700 px-5 py-3 text-base font-semibold text-brand-800 hover:bg-brand-50"
          >
            <WarehouseIcon />
            {t('position.pickup_button')}
          </button>

          <WarehouseDialog
            open={warehousesOpen}
            onOpenChange={setWarehousesOpen}
            origin={browserLatLng ?? place}
            onPick={(warehouse) => propose(pickupPosition(warehouse, position))}
          />
          <PositionPrompt
            open={prompt?.kind === 'overdistance'}
            title={t('position.overdistance_title')}
            message={t('position.overdistance')}
            confirmLabel={t('position.select_pickup')}
            cancelLabel={t('position.input_again')}
            onConfirm={() => {
              setPrompt(null);
              setWarehousesOpen(true);
            }}
            onCancel={() => {
              setPrompt(null);
              setText('');
              setSelection(null);
              requestAnimationFrame(() => inputRef.current?.focus());
            }}
          />
          <PositionPrompt
            open={prompt?.kind === 'change-shop'}
            title={t('position.change_shop_title')}
            message={t('position.change_shop')}
            confirmLabel={t('position.change_shop_confirm')}
            cancelLabel={t('position.reselect')}
            onConfirm={() => {
              if (prompt?.kind !== 'change-shop') return;
              setPrompt(null);
              setWarehousesOpen(false);
              // The store tells onShopChange listeners (the cart clears itself), then we go home.
              choosePosition(prompt.next);
              void navigate(localized('/'));
            }}
            onCancel={() => setPrompt(null)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

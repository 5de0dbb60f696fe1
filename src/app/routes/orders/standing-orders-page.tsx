import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { useCheckoutContact } from '../../../lib/session/checkout-contact';
import { useAddressBook } from '../../../features/account/api/address-book-list';
import { useCartStore } from '../../../features/cart/stores/cart-instance';
import {
  CreateStandingOrderDialog,
  type AddressChoice,
  type CartLineForStanding,
} from '../../../features/standing-orders/components/create-standing-order-dialog';
import { StandingOrdersList } from '../../../features/standing-orders/components/standing-orders-list';
import { OrdersFrame } from './orders-frame';

const idFromQuery = (raw: string | null): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/**
 * /standing-orders (issue 20): the customer's standing orders (features/standing-orders) and "Save
 * cart as standing order" from the cart (features/cart) to an address of the address book
 * (features/account). An agent in agent-order mode sees and edits the customer's own. The cart
 * drawer links here with ?fromCart=1 to open the dialog at once; the standing order's notice with
 * ?id= and ?skip=.
 */
export function StandingOrdersPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [creating, setCreating] = useState(search.get('fromCart') === '1');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const onMessage = (text: string, error = false) => setMessage({ text, error });
  const highlightId = idFromQuery(search.get('id'));
  const skipDate = search.get('skip');

  return (
    <OrdersFrame title={t('standingOrders.title')} lead={t('standingOrders.intro')} actions={<SaveCartButton onClick={() => setCreating(true)} />}>
      {() => (
        <>
          <StandingOrdersList highlightId={highlightId} skipDate={skipDate} message={message} onMessage={onMessage} emptyAction={<SaveCartHint />} />
          <CreateFromCart
            open={creating}
            onOpenChange={setCreating}
            onCreated={() => {
              setCreating(false);
              onMessage(t('standingOrders.created'));
            }}
          />
        </>
      )}
    </OrdersFrame>
  );
}

function SaveCartButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const count = useCartStore((s) => s.items.length);
  return (
    <button type="button" className={buttonStyles.primary} onClick={onClick} disabled={count === 0} title={count === 0 ? t('standingOrders.cart_empty') : undefined}>
      {t('standingOrders.save_cart')}
    </button>
  );
}

function SaveCartHint() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const count = useCartStore((s) => s.items.length);
  return (
    <p className="max-w-md text-sm text-ink-muted">
      {count === 0 ? t('standingOrders.empty_hint_cart_empty') : t('standingOrders.empty_hint')}{' '}
      {count === 0 ? (
        <Link to={localized(paths.supply())} className="font-semibold text-brand-800 underline underline-offset-2">
          {t('standingOrders.browse')}
        </Link>
      ) : null}
    </p>
  );
}

function CreateFromCart({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void }) {
  const scope = useShopScope();
  const items = useCartStore((s) => s.items);
  const cartShopId = useCartStore((s) => s.shopId);
  const contact = useCheckoutContact((s) => s.contact);
  const book = useAddressBook();
  const shopId = items.length > 0 && cartShopId > 0 ? cartShopId : scope.shopId;

  const { lines, leftOut } = useMemo(() => {
    const byProduct = new Map<number, CartLineForStanding>();
    let skipped = 0;
    for (const item of items) {
      if (item.options.length > 0) {
        skipped += 1;
        continue;
      }
      const id = item.product.product_id;
      const seen = byProduct.get(id);
      byProduct.set(id, { product_id: id, name: item.product.product_name, qty: (seen?.qty ?? 0) + item.qty, note: item.note });
    }
    return { lines: [...byProduct.values()], leftOut: skipped };
  }, [items]);

  const addresses: AddressChoice[] = useMemo(() => {
    const entries = book.data?.list ?? [];
    const served = entries.filter((e) => e.shop_id === shopId);
    return (served.length > 0 ? served : entries).map((e) => ({
      id: e.id,
      label: [e.name, [e.unit, e.address || e.addr].filter(Boolean).join(' – ')].filter(Boolean).join(' · '),
    }));
  }, [book.data, shopId]);

  if (open && (lines.length === 0 || book.isPending)) return null;
  return (
    <CreateStandingOrderDialog
      open={open && lines.length > 0}
      onOpenChange={onOpenChange}
      shopId={shopId}
      lines={lines}
      leftOut={leftOut}
      addresses={addresses}
      defaultContactId={contact?.contact_id || null}
      onCreated={onCreated}
    />
  );
}

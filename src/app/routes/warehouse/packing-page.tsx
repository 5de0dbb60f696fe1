import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PackingScreen } from '../../../features/warehouse/components/packing-screen';
import { RequireStaff } from '../agent/require-staff';

/** Digits only, int32; null when missing or junk. */
function orderIdParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /warehouse/orders/:orderId: packing one order. */
export function WarehousePackingPage() {
  const { t } = useTranslation();
  const orderId = orderIdParam(useParams().orderId);
  return (
    <RequireStaff role="warehouse">
      {orderId === null ? (
        <p role="alert" className="mx-auto my-12 max-w-md rounded-card border border-line bg-surface p-6 text-center text-ink">
          {t('warehouseDesk.packing.not_found')}
        </p>
      ) : (
        <PackingScreen key={orderId} orderId={orderId} />
      )}
    </RequireStaff>
  );
}

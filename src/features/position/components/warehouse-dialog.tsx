import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { Warehouse } from '../../../../core/schemas/catalogue';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { CloseIcon } from '../../../components/icons';
import { LoadingBox } from '../../../components/loading-box';
import { useWarehouses } from '../api/get-warehouses';
import type { LatLng } from '../types/position';
import { WarehouseCard } from './warehouse-card';

/** Spec §2.6 warehouse dialog: the pickup warehouses; a spinner while the list is empty. */
export function WarehouseDialog({
  open,
  onOpenChange,
  origin,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Distances are measured from here (the browser's location when known). */
  origin: LatLng | null;
  onPick: (warehouse: Warehouse) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[55] bg-ink/45 animate-fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-[55] flex max-h-[92dvh] flex-col rounded-t-card bg-canvas shadow-raised animate-fade-in focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(56rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card">
          <div className="flex items-start justify-between gap-4 border-b border-line bg-surface px-5 py-4 sm:rounded-t-card">
            <div>
              <Dialog.Title className="text-lg font-bold text-ink">{t('position.pickup_title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-ink-muted">{t('position.pickup_description')}</Dialog.Description>
            </div>
            <Dialog.Close className="inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink hover:bg-canvas">
              <CloseIcon />
              <span className="sr-only">{t('common.close')}</span>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-4 sm:p-5">
            <WarehouseList origin={origin} onPick={onPick} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function WarehouseList({ origin, onPick }: { origin: LatLng | null; onPick: (warehouse: Warehouse) => void }) {
  const { t } = useTranslation();
  const warehouses = useWarehouses(origin);
  const list = warehouses.data ?? [];
  if (list.length === 0) {
    if (warehouses.isError) return <ErrorNotice error={warehouses.error} onRetry={() => void warehouses.refetch()} />;
    if (warehouses.isSuccess) return <EmptyState title={t('position.no_warehouses')} />;
    return <LoadingBox label={t('position.loading_warehouses')} />;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {list.map((warehouse) => (
        <li key={warehouse.id}>
          <WarehouseCard warehouse={warehouse} onPick={onPick} />
        </li>
      ))}
    </ul>
  );
}

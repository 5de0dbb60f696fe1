import { lazy, Suspense } from 'react';
import { usePositionStore } from '../stores/position-store';

/* The dialog, its Radix parts and the maps calls load only when a position is asked for. */
const PositionDialog = lazy(() => import('./position-dialog'));

/** Mounted by the layout; a fresh dialog each time it opens, starting from the saved position. */
export function PositionDialogHost() {
  const open = usePositionStore((s) => s.dialogOpen);
  return open ? (
    <Suspense fallback={null}>
      <PositionDialog />
    </Suspense>
  ) : null;
}

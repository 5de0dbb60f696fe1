import { useCallback, useEffect, useState } from 'react';
import { platform } from '../../../platform';
import { COLUMN_STORAGE_KEY, readColumnVisibility, writeColumnVisibility, type ColumnVisibility, type OrderColumn } from '../utils/column-visibility';

/** The orders table's column choice, read once from platform storage and written on every change. */
export function useColumnVisibility(): [ColumnVisibility, (column: OrderColumn, shown: boolean) => void] {
  const [visibility, setVisibility] = useState<ColumnVisibility>({});
  useEffect(() => {
    let live = true;
    void platform.storage.get(COLUMN_STORAGE_KEY).then(
      (raw) => {
        if (live) setVisibility(readColumnVisibility(raw));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const toggle = useCallback((column: OrderColumn, shown: boolean) => {
    setVisibility((current) => {
      const next = { ...current, [column]: shown };
      void platform.storage.set(COLUMN_STORAGE_KEY, writeColumnVisibility(next)).catch(() => undefined);
      return next;
    });
  }, []);
  return [visibility, toggle];
}

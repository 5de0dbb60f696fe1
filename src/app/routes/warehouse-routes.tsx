import type { RouteObject } from 'react-router';

/**
 * The warehouse (issue 15): /warehouse (the day's orders), /warehouse/pick-list and
 * /warehouse/orders/:orderId (packing). Each page is its own lazy chunk and guards itself: warehouse
 * staff and supervisors only.
 */
export function warehouseRoutes(): RouteObject[] {
  return [
    { path: 'warehouse', lazy: async () => ({ Component: (await import('./warehouse/day-orders-page')).WarehouseDayOrdersPage }) },
    { path: 'warehouse/pick-list', lazy: async () => ({ Component: (await import('./warehouse/pick-list-page')).WarehousePickListPage }) },
    { path: 'warehouse/orders/:orderId', lazy: async () => ({ Component: (await import('./warehouse/packing-page')).WarehousePackingPage }) },
  ];
}

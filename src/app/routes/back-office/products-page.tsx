import { ProductsScreen } from '../../../features/back-office-products/components/products-screen';
import { RequireStaff } from '../agent/require-staff';

/**
 * /back-office/products and /back-office/products/<id | new> (the form over the list): managers and
 * supervisors (the server refuses anyone else).
 */
export function BackOfficeProductsPage() {
  return (
    <RequireStaff role="manager">
      <ProductsScreen />
    </RequireStaff>
  );
}

import { BackOfficeFrame } from '../../../features/back-office/components/back-office-frame';
import { ProductsScreen } from '../../../features/back-office-products/components/products-screen';
import { RequireStaff } from '../agent/require-staff';

/**
 * /back-office/products and /back-office/products/<id | new> (the form over the list): managers and
 * supervisors (the server refuses anyone else). The app hands the back office's frame to the products
 * feature, so the two features do not import each other.
 */
export function BackOfficeProductsPage() {
  return (
    <RequireStaff role="manager">
      <ProductsScreen Frame={BackOfficeFrame} />
    </RequireStaff>
  );
}

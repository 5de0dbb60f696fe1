import { useParams } from 'react-router';
import { AgentOrderDetailScreen } from '../../../features/agent-orders/components/order-detail-screen';
import { RequireStaff } from './require-staff';

/** Digits only, int32; null when missing or junk. */
function orderIdParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /agent/orders/:orderId: one order with its agent, audit entries, invoice and quick order. */
export function AgentOrderDetailPage() {
  const { orderId } = useParams();
  return (
    <RequireStaff>
      <AgentOrderDetailScreen orderId={orderIdParam(orderId)} />
    </RequireStaff>
  );
}

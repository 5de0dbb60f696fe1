import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReadbackScreen } from '../../../features/readback/components/readback-screen';
import { OrdersFrame } from './orders-frame';

/** /readback?token= (issue 20, core/orders/readback-link): the customer confirms an order an agent took by phone. */
export function ReadbackPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const raw = search.get('token')?.trim() ?? '';
  return (
    <OrdersFrame title={t('readbackPage.title')} lead={t('readbackPage.lead')}>
      {() => <ReadbackScreen token={raw.length > 0 ? raw : null} />}
    </OrdersFrame>
  );
}

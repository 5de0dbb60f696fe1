/** The rule lives in core (the server's payment reminder uses it too). */
export { canPay } from '../../../../core/orders/payment-remind';

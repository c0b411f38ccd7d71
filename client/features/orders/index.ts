// The orders feature's public face: what other features and the app may import.
export { OrderLinesTable } from './components/OrderLinesTable';
export { paymentMethodName } from './paymentMethodNames';
export { PayButton } from './components/PayButton';
export { awaitsOnlinePayment, orderDate, orderStatusLabel } from './status';

// What the checkout feature offers the other features: they import from here, never from its files.
export { OrderSummary } from './OrderSummary';
export { orderSummaryParts } from './summary';

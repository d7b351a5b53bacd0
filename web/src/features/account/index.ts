// What the account feature offers the other features: they import from here, never from its files.
export { formatOrderDate, monthShortDate } from './dates';
export { Refunded } from './Refunded';

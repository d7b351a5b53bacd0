// The order summary the checkout and the account show: subtotal, shipping, tax, discount (hidden at 0)
// and the total (orderTotalCents in lib/money.ts), all in integer cents and shown to 2 decimals.
import { formatCents, orderTotalCents, type SummaryParts } from '@brixilated/shop';

export interface SummaryLine {
  label: string;
  cents: number;
  text: string;
  total?: boolean;
}

/** The amounts an order was placed with, as the summary shows them (an order's subtotal is its `priceCents`). */
export function orderSummaryParts(order: {
  priceCents: number;
  shippingCents: number;
  taxCents: number;
  discountCents: number;
}): SummaryParts {
  return {
    subtotalCents: order.priceCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    discountCents: order.discountCents,
  };
}

export function summaryLines(parts: SummaryParts): SummaryLine[] {
  const lines: SummaryLine[] = [
    { label: 'Subtotal', cents: parts.subtotalCents, text: formatCents(parts.subtotalCents) },
    { label: 'Shipping', cents: parts.shippingCents, text: formatCents(parts.shippingCents) },
    { label: 'Tax', cents: parts.taxCents, text: formatCents(parts.taxCents) },
  ];
  if (parts.discountCents > 0) {
    lines.push({ label: 'Discount', cents: -parts.discountCents, text: `-${formatCents(parts.discountCents)}` });
  }
  const total = orderTotalCents(parts);
  lines.push({ label: 'Total', cents: total, text: formatCents(total), total: true });
  return lines;
}

// The order summary the checkout and the account show: subtotal, shipping, tax, discount (hidden at 0)
// and the total (orderTotalCents in lib/money.ts), all in integer cents and shown to 2 decimals.
import { formatCents, orderTotalCents, type SummaryParts } from '@brixilated/shop';

export interface SummaryLine {
  label: string;
  cents: number;
  text: string;
  total?: boolean;
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

// The email to the admins when a count takes a colour out of new designs: which colour, its free pieces, the
// threshold, what that means, and where to change either.
import { STOCK_PAGE } from '@brixilated/shop';
import type { MailMessage } from './mailer.ts';
import { escapeHtml } from './templates.ts';

export interface StockAlert {
  code: number;
  name: string;
  onHand: number;
  threshold: number;
}

const pieces = (n: number) => `${n.toLocaleString('en-US')} piece${n === 1 ? '' : 's'}`;

export function stockAlertEmail(to: string, alert: StockAlert, publicUrl: string): MailMessage {
  const colour = `${alert.name} (${alert.code})`;
  const lines = [
    `${colour} has ${pieces(alert.onHand)} free, below the threshold of ${pieces(alert.threshold)}.`,
    'New designs leave this colour out until its free stock is back at the threshold (or the threshold is lowered). Orders already placed keep it.',
    `See the stock: ${publicUrl}${STOCK_PAGE}`,
  ];
  return {
    to,
    subject: `Brixilated stock: ${colour} is out of new designs`,
    text: lines.join('\n\n'),
    html:
      '<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#222">' +
      lines
        .slice(0, 2)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('') +
      `<p><a href="${escapeHtml(`${publicUrl}${STOCK_PAGE}`)}">See the stock</a></p></body></html>`,
  };
}

import {
  arrivesText,
  blueprintPagePath,
  brixSizeName,
  formatCents,
  orderPagePath,
  trackingLink,
  type Order,
  type Suborder,
} from '@brixilated/shop';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/templates.ts';
import { isShippingIndex } from '../domain/shipping.ts';

/** An email's HTML part: the given paragraphs in the shop's plain page. */
const htmlPage = (body: string) =>
  `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#222">${body}</body></html>`;

/** How the cancellation and refund emails end, as text lines and as HTML. */
const SIGN_OFF_LINES = ['', 'Questions? Just reply to this email.', '', 'Brixilated'];
const SIGN_OFF_HTML = '<p>Questions? Just reply to this email.</p><p>Brixilated</p>';

/** The customer's account page, where their orders are listed. */
const ACCOUNT_PATH = '/account';

/** Links in an email must be absolute; the shop's own paths get its public address in front. */
const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

/**
 * An item's blueprint link: the shop's page that asks a signed-out customer to log in and then opens the PDF
 * (every link an email holds opens a page of the shop, never an answer of the API).
 */
const blueprintLink = (publicUrl: string, orderNumber: string, itemId: string) =>
  absolute(publicUrl, blueprintPagePath(orderNumber, itemId));

function addressLines(s: Suborder): string[] {
  const a = s.address;
  return [a.name, a.streetAddress, a.streetAddress2, `${a.city}, ${a.state} ${a.zip}`].filter(
    (line) => line.trim() !== '',
  );
}

function totalsLines(order: Order, shippingName: string): [string, string][] {
  const lines: [string, string][] = [
    ['Subtotal', formatCents(order.priceCents)],
    [`Shipping (${shippingName})`, formatCents(order.shippingCents)],
    ['Tax', formatCents(order.taxCents)],
  ];
  if (order.discountCents > 0)
    lines.push([`Discount${order.coupon ? ` (${order.coupon})` : ''}`, `-${formatCents(order.discountCents)}`]);
  lines.push(['Total', formatCents(order.totalCents)]);
  return lines;
}

/** "Ground Shipping: Arrives Dec 8-12", the estimate the checkout gave, from the order's date. */
function shippingLine(order: Order, s: Suborder): string {
  if (!isShippingIndex(s.shipping)) return s.shippingName;
  return `${s.shippingName}: ${arrivesText(new Date(order.date), s.shipping)}`;
}

/** "Small Square 1:1 Brix, 20 x 20 in": the size named as the cart and the checkout name it. */
const itemTitle = (item: { shape: string; size: string; width: number; height: number }) =>
  `${brixSizeName(item)} Brix, ${item.width} x ${item.height} in`;

/** The order confirmation: number, items with thumbnails, totals, the address and the blueprint links. */
export function confirmationEmail(to: string, firstName: string, order: Order, publicUrl: string): MailMessage {
  const suborder = order.suborders[0];
  const text: string[] = [
    `Hi ${firstName},`,
    '',
    `Thank you for your order! Your order number is ${order.orderNumber}.`,
    '',
    'Your Brixes:',
  ];
  for (const s of order.suborders) {
    for (const item of s.items) {
      text.push(`- ${itemTitle(item)} x ${item.quantity}: ${formatCents(item.priceCents * item.quantity)}`);
      if (item.instructionsUrl) text.push(`  Blueprint: ${blueprintLink(publicUrl, order.orderNumber, item.id)}`);
    }
  }
  text.push('', ...totalsLines(order, suborder.shippingName).map(([label, value]) => `${label}: ${value}`));
  text.push('', `Shipping to${suborder.gift ? ' (a gift)' : ''}:`, ...addressLines(suborder));
  text.push('', `${shippingLine(order, suborder)}. We'll email you the tracking number as soon as your parcel ships.`);
  const orderPage = absolute(publicUrl, orderPagePath(order.orderNumber));
  text.push('', `See your order or print a blueprint again: ${orderPage}`, '', 'Brixilated');

  const rows = order.suborders
    .flatMap((s) => s.items)
    .map(
      (item) =>
        '<tr>' +
        `<td style="padding:6px"><img src="${escapeHtml(absolute(publicUrl, item.pixImageUrl))}" alt="${escapeHtml(itemTitle(item))}" width="80" style="display:block;border:1px solid #ddd"></td>` +
        `<td style="padding:6px">${escapeHtml(itemTitle(item))}<br>Quantity: ${item.quantity}` +
        (item.instructionsUrl
          ? `<br><a href="${escapeHtml(blueprintLink(publicUrl, order.orderNumber, item.id))}">Download the blueprint (PDF)</a>`
          : '') +
        `</td><td style="padding:6px;text-align:right">${formatCents(item.priceCents * item.quantity)}</td>` +
        '</tr>',
    )
    .join('');
  const totals = totalsLines(order, suborder.shippingName)
    .map(
      ([label, value], i, all) =>
        `<tr${i === all.length - 1 ? ' style="font-weight:bold"' : ''}><td colspan="2" style="padding:4px 6px;text-align:right">${escapeHtml(label)}</td><td style="padding:4px 6px;text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = htmlPage(
    `<p>Hi ${escapeHtml(firstName)},</p>` +
      `<p>Thank you for your order! Your order number is <strong>${escapeHtml(order.orderNumber)}</strong>.</p>` +
      `<table style="border-collapse:collapse">${rows}${totals}</table>` +
      `<p><strong>Shipping to${suborder.gift ? ' (a gift)' : ''}:</strong><br>${addressLines(suborder).map(escapeHtml).join('<br>')}</p>` +
      `<p>${escapeHtml(shippingLine(order, suborder))}. We'll email you the tracking number as soon as your parcel ships.</p>` +
      `<p><a href="${escapeHtml(orderPage)}">See your order</a> or print a blueprint again.</p><p>Brixilated</p>`,
  );
  return { to, subject: `Your Brixilated order ${order.orderNumber}`, text: text.join('\n'), html };
}

/** The shipping notice an admin's tracking number sends, with the carrier's tracking page when known. */
export function trackingEmail(
  to: string,
  firstName: string,
  order: Order,
  suborder: Suborder,
  publicUrl: string,
): MailMessage {
  const count = suborder.items.reduce((sum, item) => sum + item.quantity, 0);
  const what = `${count} Brix${count === 1 ? '' : 'es'}`;
  const carrier = trackingLink(suborder.trackingNumber);
  const orderPage = absolute(publicUrl, orderPagePath(order.orderNumber));
  const text = [
    `Hi ${firstName},`,
    '',
    `Good news: your order ${order.orderNumber} (${what}) is on its way by ${suborder.shippingName}.`,
    '',
    `Tracking number: ${suborder.trackingNumber}${carrier ? ` (${carrier.carrier})` : ''}`,
    ...(carrier ? [`Track it: ${carrier.url}`] : []),
    '',
    'Shipping to:',
    ...addressLines(suborder),
    '',
    `See your order: ${orderPage}`,
    '',
    'Brixilated',
  ].join('\n');
  const number = `<strong>${escapeHtml(suborder.trackingNumber)}</strong>`;
  const html = htmlPage(
    `<p>Hi ${escapeHtml(firstName)},</p>` +
      `<p>Good news: your order <strong>${escapeHtml(order.orderNumber)}</strong> (${what}) is on its way by ${escapeHtml(suborder.shippingName)}.</p>` +
      `<p>Tracking number: ${carrier ? `<a href="${escapeHtml(carrier.url)}">${number}</a> (${carrier.carrier})` : number}</p>` +
      `<p><strong>Shipping to:</strong><br>${addressLines(suborder).map(escapeHtml).join('<br>')}</p>` +
      `<p><a href="${escapeHtml(orderPage)}">See your order</a></p><p>Brixilated</p>`,
  );
  return { to, subject: `Your Brixilated order ${order.orderNumber} has shipped`, text, html };
}

/** The notice of a cancelled order and its refund. */
export function cancelEmail(to: string, firstName: string, order: Order, publicUrl: string): MailMessage {
  const refunded = formatCents(order.refundedCents ?? order.totalCents);
  const orderPage = absolute(publicUrl, orderPagePath(order.orderNumber));
  const text = [
    `Hi ${firstName},`,
    '',
    `Your order ${order.orderNumber} has been cancelled and ${refunded} refunded to the card you paid with.`,
    'Your bank may take 5 to 10 business days to show the refund.',
    ...(order.cancelReason ? ['', `Reason given: ${order.cancelReason}`] : []),
    '',
    `See your order: ${orderPage}`,
    ...SIGN_OFF_LINES,
  ].join('\n');
  const html = htmlPage(
    `<p>Hi ${escapeHtml(firstName)},</p>` +
      `<p>Your order <strong>${escapeHtml(order.orderNumber)}</strong> has been cancelled and <strong>${escapeHtml(refunded)}</strong> refunded to the card you paid with. Your bank may take 5 to 10 business days to show the refund.</p>` +
      (order.cancelReason ? `<p>Reason given: ${escapeHtml(order.cancelReason)}</p>` : '') +
      `<p><a href="${escapeHtml(orderPage)}">See your order</a></p>` +
      SIGN_OFF_HTML,
  );
  return { to, subject: `Your Brixilated order ${order.orderNumber} has been cancelled`, text, html };
}

/**
 * A second payment for a cart that another payment had already paid (two tabs, a double press) was refunded in
 * full at once: the customer learns it by email as well as on the payment page.
 */
export function secondPaymentRefundEmail(
  to: string,
  firstName: string,
  refundedCents: number,
  publicUrl: string,
): MailMessage {
  const refunded = formatCents(refundedCents);
  const orders = absolute(publicUrl, ACCOUNT_PATH);
  const text = [
    `Hi ${firstName},`,
    '',
    `Your cart had already been paid with another payment, so a second payment of ${refunded} was refunded in full to the card you paid with.`,
    'Your order was placed once and charged once. Your bank may take 5 to 10 business days to show the refund.',
    '',
    `See your orders: ${orders}`,
    ...SIGN_OFF_LINES,
  ].join('\n');
  const html = htmlPage(
    `<p>Hi ${escapeHtml(firstName)},</p>` +
      `<p>Your cart had already been paid with another payment, so a second payment of <strong>${escapeHtml(refunded)}</strong> was refunded in full to the card you paid with.</p>` +
      '<p>Your order was placed once and charged once. Your bank may take 5 to 10 business days to show the refund.</p>' +
      `<p><a href="${escapeHtml(orders)}">See your orders</a></p>` +
      SIGN_OFF_HTML,
  );
  return { to, subject: `Your second Brixilated payment of ${refunded} has been refunded`, text, html };
}

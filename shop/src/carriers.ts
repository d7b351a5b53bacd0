// Which carrier a tracking number belongs to, by its shape, and the carrier's public tracking page for it.
// A number of no known shape (another carrier, a typo) has no link; the page still shows the number.

export type Carrier = 'USPS' | 'UPS' | 'FedEx';

export interface TrackingLink {
  carrier: Carrier;
  url: string;
}

const PATTERNS: { carrier: Carrier; pattern: RegExp; url: (n: string) => string }[] = [
  // UPS: "1Z", a 6-character shipper number, a 2-digit service code and 8 more characters.
  { carrier: 'UPS', pattern: /^1Z[0-9A-Z]{16}$/, url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  // USPS: 20 to 22 digits starting 91 to 95 (domestic), or the international "AB123456789US".
  {
    carrier: 'USPS',
    pattern: /^(9[1-5]\d{18,20}|[A-Z]{2}\d{9}US)$/,
    url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
  // FedEx: 12 (Express), 15 (Ground), 20 or 22 digits (Ground and SmartPost, starting 96).
  {
    carrier: 'FedEx',
    pattern: /^(\d{12}|\d{15}|\d{20}|96\d{20})$/,
    url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  },
];

/** The carrier and tracking page of a number as an admin typed it (spaces and dashes ignored), or null. */
export function trackingLink(trackingNumber: string): TrackingLink | null {
  const compact = trackingNumber.replace(/[\s-]/g, '').toUpperCase();
  const match = PATTERNS.find((p) => p.pattern.test(compact));
  return match ? { carrier: match.carrier, url: match.url(encodeURIComponent(compact)) } : null;
}

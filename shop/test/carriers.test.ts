import { describe, expect, it } from 'vitest';
import { trackingLink } from '../src/carriers.ts';

describe('trackingLink', () => {
  it('knows UPS, USPS and FedEx numbers by their shape, spaces and dashes ignored', () => {
    expect(trackingLink('1Z 999A A101 2345 6784')).toEqual({
      carrier: 'UPS',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect(trackingLink('9400 1000 0000 0000 0000 00')).toEqual({
      carrier: 'USPS',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    });
    expect(trackingLink('ec123456789us')?.carrier).toBe('USPS');
    expect(trackingLink('9205590164917312751089')?.carrier).toBe('USPS');
    expect(trackingLink('1234-5678-9012')).toEqual({
      carrier: 'FedEx',
      url: 'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    });
    expect(trackingLink('123456789012345')?.carrier).toBe('FedEx');
    expect(trackingLink('9612019059803563527600')?.carrier).toBe('FedEx');
  });

  it('links no number of another shape', () => {
    expect(trackingLink('TRACK-42')).toBeNull();
    expect(trackingLink('1Z123')).toBeNull();
    expect(trackingLink('12345')).toBeNull();
  });
});

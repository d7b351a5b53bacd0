// Tax and shipping follow the address, so a ZIP must belong to the address's state.
import { STATE_NAMES, stateOfZip, zipInState } from '@brixilated/shop';
import { describe, expect, it } from 'vitest';
import { createCheckoutShop } from './support/checkout-shop.ts';
import { cartItem, createTestShop } from './support/app.ts';

const chicago = {
  name: 'Ada Lovelace',
  streetAddress: '233 S Wacker Dr',
  city: 'Chicago',
  state: 'Wisconsin',
  zip: '60601',
};

describe('ZIP prefixes by state', () => {
  it('places ZIPs in their states, including the odd ones', () => {
    expect(zipInState('60601', 'Illinois')).toBe(true);
    expect(zipInState('60601', 'WI')).toBe(false);
    expect(zipInState('53703', 'Wisconsin')).toBe(true);
    expect(zipInState('90210', 'California')).toBe(true);
    expect(zipInState('02108', 'Massachusetts')).toBe(true);
    expect(zipInState('05501', 'Massachusetts')).toBe(true); // Andover
    expect(zipInState('06390', 'New York')).toBe(true); // Fishers Island
    expect(zipInState('06390', 'Connecticut')).toBe(true);
    expect(zipInState('00501', 'New York')).toBe(true); // Holtsville
    expect(zipInState('20101', 'Virginia')).toBe(true); // Dulles
    expect(zipInState('88510', 'Texas')).toBe(true); // El Paso
    expect(zipInState('99501', 'Alaska')).toBe(true);
    expect(zipInState('96801', 'Hawaii')).toBe(true);
    expect(zipInState('20001', 'Maryland')).toBe(false); // Washington, DC is not a state the shop ships to
    expect(zipInState('34001', 'Florida')).toBe(false); // military mail (AA)
    expect(zipInState('6060', 'Illinois')).toBe(false);
    expect(stateOfZip('60601')).toBe('Illinois');
    expect(stateOfZip('06390')).toBeNull();
  });

  it('gives every state at least one prefix and no prefix to more than two states', () => {
    const zipsOf = (prefix: number) => `${String(prefix).padStart(3, '0')}01`;
    for (let prefix = 0; prefix < 1000; prefix++) {
      expect(STATE_NAMES.filter((state) => zipInState(zipsOf(prefix), state)).length).toBeLessThanOrEqual(2);
    }
    for (const state of STATE_NAMES)
      expect(Array.from({ length: 1000 }, (_, p) => p).some((p) => zipInState(zipsOf(p), state))).toBe(true);
  });
});

describe('addresses with a ZIP from another state', () => {
  it('are refused on the account, with the message on the ZIP field', async () => {
    const shop = await createTestShop();
    const { token, user } = await shop.signUp();
    const res = await shop.put(`/api/user/update/${user.email}`, { address: [chicago] }, token);
    expect(res.status).toBe(400);
    expect(res.body.error.fields['address.0.zip']).toBe(
      'ZIP code 60601 is in Illinois, not Wisconsin. Please check the ZIP code and state.',
    );
    const california = await shop.put(
      `/api/user/update/${user.email}`,
      { address: [{ ...chicago, state: 'California' }] },
      token,
    );
    expect(california.body.error.fields['address.0.zip']).toMatch(/is in Illinois, not California/);
    expect(
      (await shop.put(`/api/user/update/${user.email}`, { address: [{ ...chicago, state: 'Illinois' }] }, token))
        .status,
    ).toBe(200);
  });

  it('/api/validate/zip checks the state when given', async () => {
    const shop = await createTestShop();
    expect((await shop.post('/api/validate/zip', { zip: '60601' })).body).toEqual({ problem: false, message: '' });
    expect((await shop.post('/api/validate/zip', { zip: '60601', state: 'Wisconsin' })).body.message).toMatch(
      /is in Illinois, not Wisconsin/,
    );
    expect((await shop.post('/api/validate/zip', { zip: 60601, state: 'IL' })).body.problem).toBe(false);
  });

  it('get no tax quote, and an address saved before the check cannot be checked out', async () => {
    const shop = await createCheckoutShop();
    try {
      const { token, user } = await shop.signUp();
      const quote = await shop.post('/api/payment/tax', { state: 'Wisconsin', zip: '60601' }, token);
      expect(quote.status).toBe(400);
      expect(quote.body.error.fields.zip).toMatch(/is in Illinois, not Wisconsin/);
      // As if saved by an older version: straight into the table.
      const row = await shop.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', user.email)
        .executeTakeFirstOrThrow();
      await shop.db
        .insertInto('addresses')
        .values({
          id: crypto.randomUUID(),
          user_id: row.id,
          position: 0,
          name: 'Ada',
          street_address: '1 Main St',
          street_address2: '',
          city: 'Chicago',
          state: 'Wisconsin',
          zip: '60601',
        })
        .execute();
      await shop.post('/api/cart/items', cartItem(), token);
      const intent = await shop.post('/api/payment/create', { addressIndex: 0, shippingIndex: 0 }, token);
      expect(intent.status).toBe(400);
      expect(intent.body.error.fields.addressIndex).toMatch(/is in Illinois, not Wisconsin/);
    } finally {
      await shop.cleanup();
    }
  });
});

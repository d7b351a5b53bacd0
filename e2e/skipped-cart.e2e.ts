// A visitor whose cart names a picture the shop no longer has (swept after its days unused) logs in: the
// cart page says how many items could not be kept and why, once, and the rest of the cart is all there.
import { describe, expect, it } from 'vitest';
import { logInInForm, mediumSquare, returningVisitor, seriousA11yViolations, smallSquare } from './support/accounts';
import { snap } from './support/browser';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ photo: true });

/** A picture name of the shop's form that it does not hold (never uploaded, or swept since). */
const GONE = '/images/0123456789abcdef0123456789abcdef.png';

describe('skipped visitor items', () => {
  it('tells the shopper at login which items could not be kept and keeps the others', async () => {
    const { customer, context, page } = await returningVisitor(e2e, 'skipped', [
      smallSquare(e2e.photo, 2),
      mediumSquare(GONE),
    ]);
    await page.goto(`${e2e.shop.url}/login`);
    await logInInForm(page, customer);

    await page.waitForURL(`${e2e.shop.url}/cart`);
    const told = page.getByTestId('skipped-cart');
    await told.waitFor();
    expect(await told.innerText()).toBe(
      '1 item from before you logged in could not be kept.\n\n' +
        'The photo of 1 item is no longer stored, and this browser had no copy to send again: start a new Brix from the photo.',
    );
    await page.getByTestId('cart-total').waitFor();
    expect(await page.getByRole('row', { name: /Small Square/ }).count()).toBe(1);
    expect(await page.getByRole('row', { name: /Medium Square/ }).count()).toBe(0);
    expect(await page.getByLabel('Quantity of Small Square 1:1 Brix').inputValue()).toBe('2');
    expect(await page.getByTestId('cart-count').first().innerText()).toBe('2');
    await snap(page, 'cart-skipped-items');
    expect(await seriousA11yViolations(page), 'cart with skipped items').toEqual([]);

    // Said once: the cart page opened again has no message.
    await page.reload();
    await page.getByTestId('cart-total').waitFor();
    expect(await told.count()).toBe(0);
    await context.close();
  });
});

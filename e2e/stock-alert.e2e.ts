// Stock that speaks: the admin counts a colour below the threshold in the Stock tab, which says at once that
// new designs now avoid it and why, beside the threshold and what it means; the admins get one email; and the
// Advanced Editor's palette shows the colour as out of stock instead of silently using others.
import { DEFAULT_STOCK_THRESHOLD } from '@brixilated/shop';
import { describe, expect, it } from 'vitest';
import { adminPage, readOutbox } from './support/accounts';
import { snap } from './support/browser';
import { ADMIN_EMAIL } from './support/server';
import { useShopAndBrowser } from './support/setup';
import { customerInWizard, photo } from './support/wizard';

const e2e = useShopAndBrowser();
const threshold = DEFAULT_STOCK_THRESHOLD.toLocaleString('en-US');
const alerts = () => readOutbox(e2e.shop).filter((m) => m.subject.startsWith('Brixilated stock:'));

describe('a count below the threshold', () => {
  it('shows in the Stock tab at once, emails the admins once, and marks the editor’s palette', async () => {
    const { context: adminContext, page } = await adminPage(e2e, { timeout: 15_000 });
    await page.getByRole('tab', { name: 'Stock' }).click();
    const avoided = page.getByTestId('stock-avoided');
    await avoided.waitFor();
    expect(await avoided.innerText()).toBe('New designs may use every colour.');
    expect(await page.getByText('A colour whose free stock falls below this leaves new designs.').count()).toBe(1);

    await page.getByLabel('Select Black (1)', { exact: true }).check();
    await page.getByLabel('Pieces', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Set free stock' }).click();
    await page.getByTestId('stock-just-out').waitFor();
    expect(await page.getByTestId('stock-just-out').innerText()).toBe(
      'Now out of new designs: Black (1). The admins are emailed.',
    );
    expect(await avoided.innerText()).toContain(`Black (1): 100 free, below the threshold of ${threshold}`);
    await snap(page, 'admin-stock-colour-out');

    // Counted again while out: still one email.
    await page.getByLabel('Pieces', { exact: true }).fill('90');
    await page.getByRole('button', { name: 'Set free stock' }).click();
    await expect.poll(() => avoided.innerText()).toContain(`Black (1): 90 free, below the threshold of ${threshold}`);
    await expect.poll(() => alerts().length, { timeout: 15_000 }).toBe(1);
    expect(alerts()[0]).toMatchObject({
      to: ADMIN_EMAIL,
      subject: 'Brixilated stock: Black (1) is out of new designs',
    });
    await adminContext.close();

    // The editor's palette says Black is out of stock, and offers it nowhere.
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const { page: shopper, ui } = await customerInWizard(context, e2e.shop, 'stock-palette');
    await ui.openEditor('Square', 'Small', photo('kite.jpg'));
    await ui.setAdvanced(true);
    const out = shopper.getByRole('list', { name: 'Out of stock (1)' });
    await out.waitFor();
    expect(await out.innerText()).toMatch(/^Black\s+out of stock$/);
    const palette = shopper.getByRole('group', { name: 'Palette' });
    expect(await palette.getByRole('button', { name: 'Black', exact: true }).count()).toBe(0);
    await snap(shopper, 'palette-out-of-stock');
    expect(await ui.accessibilityProblems()).toEqual([]);
    await context.close();
  });
});

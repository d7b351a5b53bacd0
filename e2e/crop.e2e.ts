// The crop dialog's Crop button in Chromium: a press is never lost, however early it comes. The page presses
// Crop itself, in the same task that shows the enabled button (before the cropper has even measured the
// picture), which is earlier than any person could.
import { describe, expect, it } from 'vitest';
import { startShop } from './support/server';
import { photo, wizardPage } from './support/wizard';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ start: startShop });

const PRESSES = 20;

describe('crop dialog', () => {
  it(`crops on a press of Crop the moment it is enabled, ${PRESSES} times in a row`, async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const { page, ui, errors } = await wizardPage(context);
      await ui.open(e2e.shop.url);
      await ui.toSize('Square', 'Small');
      await ui.clickNext();
      // Whenever the dialog's Crop button is in the page and enabled, press it at once (a DOM change is seen
      // before the browser paints it).
      await page.evaluate(() => {
        const w = window as unknown as { cropPresses: number };
        w.cropPresses = 0;
        const pressed = new WeakSet<HTMLButtonElement>();
        new MutationObserver(() => {
          const dialog = document.querySelector('[role="dialog"][aria-labelledby="crop-title"]');
          const crop = [...(dialog?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Crop');
          if (!crop || crop.disabled || pressed.has(crop)) return;
          pressed.add(crop);
          w.cropPresses += 1;
          crop.click();
        }).observe(document.body, { childList: true, subtree: true, attributes: true });
      });
      const presses = () => page.evaluate(() => (window as unknown as { cropPresses: number }).cropPresses);
      for (let n = 1; n <= PRESSES; n++) {
        // Two photos in turn, so that each opening of the cropper has a new picture to load and measure.
        await ui.upload(photo(n % 2 ? 'cat.jpg' : 'rocket.jpg'));
        await expect.poll(presses).toBe(n);
        // The press crops: the dialog closes without another press, and the photo is the order's.
        await ui.cropper().waitFor({ state: 'detached', timeout: 10_000 });
        await page.getByRole('heading', { name: 'Nice Choice' }).waitFor();
        await page.waitForFunction(() => !document.querySelector('progress'));
        expect(await presses()).toBe(n);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

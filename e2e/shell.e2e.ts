// The app shell in Chromium against the real shop: every route and guard for a visitor, a customer and
// an admin; the header at 375, 768 and 1280 px; the desktop blade navigator and its `blade` storage
// rules; page views on every route change; the not-found screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { screenshotDir, snap } from './support/browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startShop } from './support/server';
import { logInByApi, newCustomer, signUpByApi } from './support/accounts';
import { DESKTOP, PHONE, TABLET, type TestPage, type Viewport, withPage } from './support/pages';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ start: startShop });

/** A page of its own at `viewport`, nothing opened yet. */
function visit(viewport: Viewport, body: (open: TestPage) => Promise<void>): Promise<void> {
  return withPage(e2e, viewport, body);
}

/** Opens a path and waits until the app has settled on a route (guards may redirect). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#main').waitFor();
  await page.waitForFunction(() => !document.querySelector('.route-loading'));
}

async function finalPath(page: Page, path: string): Promise<string> {
  await open(page, path);
  return new URL(page.url()).pathname;
}

const header = (page: Page) => page.locator('header.site-header');

describe('routes and guards', () => {
  it('a visitor: open screens open, /account and /admin go to /login, /checkout to /cart', async () => {
    await visit(TABLET, async ({ page, errors }) => {
      for (const path of [
        '/',
        '/how-to-brix',
        '/pricing',
        '/gallery',
        '/start-order',
        '/order',
        '/signup',
        '/login',
        '/forgot-password',
        '/reset-error',
        '/cart',
        '/contact',
        '/terms-and-conditions',
        '/privacy-policy',
        '/faq',
      ]) {
        expect(await finalPath(page, path), path).toBe(path);
      }
      expect(await finalPath(page, '/account')).toBe('/login');
      expect(await finalPath(page, '/admin')).toBe('/login');
      expect(await finalPath(page, '/checkout')).toBe('/cart');
      // A reset link is checked on load: an unknown token ends on /reset-error, never on /.
      expect(['/reset/not-a-real-token', '/reset-error']).toContain(await finalPath(page, '/reset/not-a-real-token'));
      expect(errors).toEqual([]);
    });
  });

  it('a customer: kept out of the authentication screens and /admin, sees /account and the Account button', async () => {
    await visit(DESKTOP, async ({ page, errors }) => {
      await signUpByApi(page.context(), e2e.shop, newCustomer('customer'));
      for (const path of ['/signup', '/login', '/forgot-password', '/reset/some-token', '/reset-error', '/admin']) {
        expect(await finalPath(page, path), path).toBe('/');
      }
      expect(await finalPath(page, '/account')).toBe('/account');
      expect(await finalPath(page, '/order')).toBe('/order');
      expect(await finalPath(page, '/checkout')).toBe('/cart'); // the new account's cart is empty
      await header(page).getByRole('link', { name: 'Account' }).waitFor();
      await expect(header(page).getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);
      await expect(header(page).getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);
      await snap(page, 'shell-customer-header-1280');

      // Logout ends the session and goes to /.
      await open(page, '/faq');
      await header(page).getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await header(page).getByRole('link', { name: 'Login' }).waitFor();
      expect(await finalPath(page, '/account')).toBe('/login');
      expect(errors).toEqual([]);
    });
  });

  it('an admin: /admin opens and the header shows Admin', async () => {
    await visit(DESKTOP, async ({ page, errors }) => {
      await logInByApi(page.context(), e2e.shop, ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(await finalPath(page, '/admin')).toBe('/admin');
      await header(page).getByRole('link', { name: 'Admin' }).waitFor();
      await header(page).getByRole('link', { name: 'Account' }).waitFor();
      await header(page).getByRole('button', { name: 'Logout' }).waitFor();
      expect(await finalPath(page, '/login')).toBe('/');
      expect(errors).toEqual([]);
    });
  });

  it('any other path shows the not-found screen linking to /, /login and the notice address', async () => {
    await visit(TABLET, async ({ page }) => {
      await open(page, '/no/such/page');
      await page.getByRole('heading', { level: 1, name: "We couldn't find that page" }).waitFor();
      const main = page.locator('#main');
      await expect(main.locator('a[href="/"]').count()).resolves.toBeGreaterThan(0);
      await expect(main.locator('a[href="/login"]').count()).resolves.toBeGreaterThan(0);
      await expect(main.locator('a[href="mailto:support@brixilated.example"]').count()).resolves.toBe(1);
      await snap(page, 'shell-not-found-768');
      await main.getByRole('link', { name: 'Log in to your account' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
    });
  });
});

describe('header and footer', () => {
  it('1280 px: the header buttons, the cart count, and the footer links', async () => {
    await visit(DESKTOP, async ({ page }) => {
      await open(page, '/faq');
      const bar = header(page);
      await expect(page.getByRole('button', { name: 'Menu', exact: true }).count()).resolves.toBe(0);
      for (const name of ['Login', 'Contact']) await bar.getByRole('link', { name, exact: true }).waitFor();
      await expect(bar.getByRole('link', { name: /^Cart/ }).getAttribute('href')).resolves.toBe('/cart');
      await expect(bar.getByTestId('cart-count').textContent()).resolves.toBe('0');
      await expect(bar.getByRole('link', { name: 'Account' }).count()).resolves.toBe(0);
      await expect(bar.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);

      const footer = page.locator('footer.site-footer');
      const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const href of [
        '/',
        '/how-to-brix',
        '/pricing',
        '/gallery',
        '/start-order',
        '/login',
        '/account',
        '/cart',
        '/checkout',
        '/contact',
        '/admin',
        '/faq',
        '/terms-and-conditions',
        '/privacy-policy',
      ]) {
        expect(hrefs, href).toContain(href);
      }
      await snap(page, 'shell-header-1280');

      // A visitor's cart item (localStorage order-info) shows in the count.
      await page.evaluate(() =>
        localStorage.setItem(
          'order-info',
          JSON.stringify([
            {
              shape: 'Square',
              size: 'Small',
              width: 20,
              height: 20,
              quantity: 2,
              origImageUrl: '/images/sample.png',
              pixImageUrl: '/images/sample.png',
              colorMap: JSON.stringify({ width: 64, height: 64, indices: new Array(64 * 64).fill(0) }),
            },
          ]),
        ),
      );
      await open(page, '/faq');
      await expect.poll(() => bar.getByTestId('cart-count').textContent()).toBe('2');
      expect(await finalPath(page, '/checkout')).toBe('/checkout');
    });
  });

  it('768 px: the header bar, no hamburger', async () => {
    await visit(TABLET, async ({ page }) => {
      await open(page, '/');
      await expect(page.getByRole('button', { name: 'Menu', exact: true }).count()).resolves.toBe(0);
      for (const name of ['Login', 'Contact'])
        await expect(header(page).getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
      await expect(header(page).getByRole('link', { name: /^Cart/ }).isVisible()).resolves.toBe(true);
      // No blades and no menu at this width: the site pages have their own row under the bar.
      const pages = page.getByRole('navigation', { name: 'Pages' });
      for (const name of ['Home', 'How to Brix', 'Pricing', 'Gallery', 'Get Started']) {
        await expect(pages.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
      }
      await pages.getByRole('link', { name: 'Pricing', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/pricing');
      await snap(page, 'shell-header-768');
    });
  });

  it('375 px: a hamburger opens the slide-out menu with the pages and the header entries', async () => {
    await visit(PHONE, async ({ page }) => {
      await open(page, '/faq');
      await expect(header(page).getByRole('link', { name: 'Contact' }).count()).resolves.toBe(0);
      const burger = page.getByRole('button', { name: 'Menu', exact: true });
      await expect(burger.getAttribute('aria-expanded')).resolves.toBe('false');
      await burger.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await expect(burger.getAttribute('aria-expanded')).resolves.toBe('true');
      const names = await menu
        .locator('a, button')
        .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));
      for (const name of ['Home', 'How to Brix', 'Pricing', 'Gallery', 'Get Started', 'Login', 'Contact'])
        expect(names).toContain(name);
      expect(names.some((n) => /^Cart\s*0/.test(n))).toBe(true);
      await page.waitForTimeout(500); // let the slide finish for the screenshot
      await page.screenshot({ path: path.join(screenshotDir, 'shell-menu-375.png') }); // the viewport: the menu is fixed

      // Escape closes it and focus returns to the hamburger.
      await page.keyboard.press('Escape');
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Menu');

      // Choosing an entry navigates and closes the menu.
      await burger.click();
      await menu.getByRole('link', { name: 'Pricing' }).click();
      await page.waitForURL((url) => url.pathname === '/pricing');
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
      await expect(burger.getAttribute('aria-expanded')).resolves.toBe('false');

      // Logged in: Account and Logout appear in the menu.
      await signUpByApi(page.context(), e2e.shop, newCustomer('customer'));
      await open(page, '/');
      await burger.click();
      await menu.getByRole('link', { name: 'Account' }).waitFor();
      await menu.getByRole('button', { name: 'Logout' }).waitFor();
      await expect(menu.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);
      await page.screenshot({ path: path.join(screenshotDir, 'shell-menu-customer-375.png') });
    });
  });
});

describe('blade navigator', () => {
  const bladeTab = (page: Page, name: string) => page.locator('.blade-tab', { hasText: name });
  const stored = (page: Page) => page.evaluate(() => localStorage.getItem('blade'));

  it('desktop: five labelled 3em blades, the open one remembered under `blade`', async () => {
    await visit(DESKTOP, async ({ page, errors }) => {
      await open(page, '/');
      const labels = await page.locator('.blade-tab').allTextContents();
      expect(labels).toEqual(['Home', 'How to Brix', 'Pricing', 'Gallery', 'Get Started']);
      const widths = await page
        .locator('.blade-tab')
        .evaluateAll((tabs) =>
          tabs.map((t) => t.getBoundingClientRect().width / parseFloat(getComputedStyle(t).fontSize)),
        );
      for (const w of widths) expect(w).toBeCloseTo(3, 1);
      await expect(bladeTab(page, 'Home').getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByRole('heading', { level: 1, name: 'Turn your photo into a brick mosaic' }).waitFor();
      await snap(page, 'blades-home-1280');

      await bladeTab(page, 'Pricing').click();
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
      await expect(bladeTab(page, 'Pricing').getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(bladeTab(page, 'Home').getAttribute('aria-expanded')).resolves.toBe('false');
      expect(await stored(page)).toBe('pricing');
      expect(new URL(page.url()).pathname).toBe('/pricing');
      expect(await page.title()).toBe('Pricing | Brixilated');
      await page.locator('.pricing-table').first().waitFor();
      // The price tables fit the blade: no column cut off or scrolled away.
      const overflow = await page
        .locator('.pricing .table-wrap')
        .evaluateAll((wraps) => wraps.map((w) => w.scrollWidth - w.clientWidth));
      expect(overflow).toEqual([0, 0, 0]);
      await snap(page, 'blades-pricing-1280');

      // Keyboard: Tab to a blade and press Enter. The blade opens at its top, not where the last one was scrolled.
      await page.evaluate(() => window.scrollTo(0, 400));
      await bladeTab(page, 'Gallery').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await stored(page)).toBe('gallery');
      expect(new URL(page.url()).pathname).toBe('/gallery');

      // Reloading keeps the blade the address names.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
      expect(await stored(page)).toBe('gallery');

      // Back and Forward step between blades, and the title follows.
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
      await expect.poll(() => bladeTab(page, 'Pricing').getAttribute('aria-expanded')).toBe('true');
      expect(new URL(page.url()).pathname).toBe('/pricing');
      await expect.poll(() => page.title()).toBe('Pricing | Brixilated');
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Turn your photo into a brick mosaic' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await page.goForward();
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
      expect(await stored(page)).toBe('pricing');
      expect(errors).toEqual([]);
    });
  });

  it('desktop: /how-to-brix, /pricing, /gallery and /start-order open their blade and keep the address', async () => {
    await visit(DESKTOP, async ({ page }) => {
      for (const [path, label, heading] of [
        ['/how-to-brix', 'How to Brix', 'How to Brix'],
        ['/pricing', 'Pricing', 'Pricing'],
        ['/gallery', 'Gallery', 'Gallery'],
        ['/start-order', 'Get Started', 'Get Started'],
      ] as const) {
        await open(page, path);
        await expect.poll(() => bladeTab(page, label).getAttribute('aria-expanded')).toBe('true');
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await page.title()).toBe(`${heading} | Brixilated`);
        expect(await stored(page)).toBe(path.slice(1));
      }
      // The home address shows the home blade, whichever blade was open last.
      await open(page, '/');
      await page.getByRole('heading', { level: 1, name: 'Turn your photo into a brick mosaic' }).waitFor();
      await expect.poll(() => bladeTab(page, 'Home').getAttribute('aria-expanded')).toBe('true');
      expect(await stored(page)).toBe('home');
      // In-app links to those pages open the blade at its own address.
      await open(page, '/faq');
      await page.locator('footer').getByRole('link', { name: 'Pricing' }).click();
      await page.waitForURL((url) => url.pathname === '/pricing');
      await expect.poll(() => bladeTab(page, 'Pricing').getAttribute('aria-expanded')).toBe('true');
    });
  });

  it('on load, the stored blade is removed unless the path is /, /what-is-brix, /pricing, /gallery or /start-order', async () => {
    await visit(DESKTOP, async ({ page }) => {
      const seed = async (value = 'gallery') => {
        await page.evaluate((v) => localStorage.setItem('blade', v), value);
      };
      await open(page, '/faq');
      for (const path of ['/faq', '/cart', '/contact', '/no-such-page', '/login']) {
        await seed();
        await open(page, path);
        expect(await stored(page), path).toBeNull();
      }
      for (const path of ['/', '/what-is-brix', '/pricing', '/gallery', '/start-order']) {
        await seed('gallery');
        await open(page, path);
        // The address then decides the blade shown, and the storage records it.
        expect(await stored(page), path).toBe(
          path === '/pricing'
            ? 'pricing'
            : path === '/start-order'
              ? 'start-order'
              : path === '/gallery'
                ? 'gallery'
                : 'home',
        );
      }
      // /what-is-brix is the landing page under its other name, not the not-found screen.
      await open(page, '/what-is-brix');
      expect(await page.getByRole('heading', { name: "We couldn't find that page" }).count()).toBe(0);
    });
  });

  it('tablet and phone: the blade pages are separate pages', async () => {
    for (const viewport of [TABLET, PHONE]) {
      await visit(viewport, async ({ page }) => {
        await open(page, '/');
        await expect(page.locator('.blades').count()).resolves.toBe(0);
        for (const [path, heading] of [
          ['/how-to-brix', 'How to Brix'],
          ['/pricing', 'Pricing'],
          ['/gallery', 'Gallery'],
          ['/start-order', 'Get Started'],
        ] as const) {
          expect(await finalPath(page, path)).toBe(path);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        }
      });
    }
  });
});

describe('page views', () => {
  it('posts a pageview for the first screen and every route change', async () => {
    await visit(TABLET, async ({ page }) => {
      const views: { type: string; path: string }[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/analytics') && r.method() === 'POST') views.push(r.postDataJSON());
      });
      const answers: number[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('/api/analytics')) answers.push(r.status());
      });
      await open(page, '/');
      await expect.poll(() => views).toContainEqual({ type: 'pageview', path: '/' });
      await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL((url) => url.pathname === '/faq');
      await page.locator('footer').getByRole('link', { name: 'Pricing' }).click();
      await page.waitForURL((url) => url.pathname === '/pricing');
      await expect.poll(() => views.map((v) => v.path)).toEqual(['/', '/faq', '/pricing']);
      expect(views.every((v) => v.type === 'pageview')).toBe(true);
      await expect.poll(() => answers.length).toBe(3);
      expect(answers.every((s) => s === 204)).toBe(true);
    });
  });
});

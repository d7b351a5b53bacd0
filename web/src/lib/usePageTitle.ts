import { useEffect } from 'react';

const HOME_TITLE = 'Brixilated: your photo as a brick mosaic';

/** Default titles by path, set on every route change; screens may refine theirs with usePageTitle(). */
const ROUTE_TITLES: [RegExp, string][] = [
  [/^\/how-to-brix$/, 'How to Brix'],
  [/^\/pricing$/, 'Pricing'],
  [/^\/gallery$/, 'Gallery'],
  [/^\/start-order$/, 'Get Started'],
  [/^\/order$/, 'Create your Brix'],
  [/^\/signup$/, 'Create your account'],
  [/^\/login$/, 'Login'],
  [/^\/forgot-password$/, 'Forgot Password'],
  [/^\/reset\/[^/]+$/, 'Reset Password'],
  [/^\/reset-error$/, 'Reset link error'],
  [/^\/account$/, 'Account'],
  [/^\/account\/orders\/[^/]+$/, 'Your order'],
  [/^\/cart$/, 'Cart'],
  [/^\/checkout$/, 'Checkout'],
  [/^\/contact$/, 'Contact'],
  [/^\/admin$/, 'Admin'],
];

function titled(title?: string): string {
  return title ? `${title} | Brixilated` : HOME_TITLE;
}

export function setDefaultTitle(pathname: string): void {
  const match = ROUTE_TITLES.find(([pattern]) => pattern.test(pathname));
  document.title = titled(match?.[1]);
}

/** Sets the document title as "<page> | Brixilated" (the shop's name alone for the home page). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = titled(title);
  }, [title]);
}

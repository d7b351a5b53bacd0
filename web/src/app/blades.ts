// The desktop blade navigator's blades and its `blade` storage rules.
export const BLADE_STORAGE_KEY = 'blade';

export type BladeId = 'home' | 'how-to-brix' | 'pricing' | 'gallery' | 'start-order';

export interface Blade {
  id: BladeId;
  label: string;
  path: string;
}

export const BLADES: Blade[] = [
  { id: 'home', label: 'Home', path: '/' },
  { id: 'how-to-brix', label: 'How to Brix', path: '/how-to-brix' },
  { id: 'pricing', label: 'Pricing', path: '/pricing' },
  { id: 'gallery', label: 'Gallery', path: '/gallery' },
  { id: 'start-order', label: 'Get Started', path: '/start-order' },
];

/**
 * Paths on which a page load leaves the `blade` key in place (exactly these); elsewhere it is removed. The key only
 * records the blade shown: on desktop the address decides which blade opens.
 */
export const BLADE_KEEP_PATHS = ['/', '/what-is-brix', '/pricing', '/gallery', '/start-order'];

/** Other addresses of a blade: the landing page is also served as /what-is-brix. */
const BLADE_ALIASES: Record<string, BladeId> = { '/what-is-brix': 'home' };

/** The blade an address opens on desktop, or null when the address is not a blade's. */
export function bladeForPath(pathname: string): BladeId | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BLADES.find((b) => b.path === path)?.id ?? BLADE_ALIASES[path] ?? null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function storeBlade(id: BladeId): void {
  storage()?.setItem(BLADE_STORAGE_KEY, id);
}

/** Run once on page load: any other path forgets the remembered blade. */
export function clearBladeUnlessKept(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!BLADE_KEEP_PATHS.includes(path)) storage()?.removeItem(BLADE_STORAGE_KEY);
}

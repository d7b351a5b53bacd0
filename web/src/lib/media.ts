// Screen classes of the shop (breakpoints 600/768/880/1000/1100/1200/1340 px, listed in styles/tokens.css).
import { useSyncExternalStore } from 'react';

/** Desktop: the blade navigator and the picture-making tool. Below this is tablet-or-smaller. */
export const DESKTOP_QUERY = '(min-width: 1000px)';
/** Under 768 px the header becomes a hamburger slide-out menu. */
export const MOBILE_MENU_QUERY = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY);

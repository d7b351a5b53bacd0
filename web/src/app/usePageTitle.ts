import { useEffect } from 'react';

/** Sets the document title as "<page> | Brixilated" (the shop's name alone for the home page). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Brixilated` : 'Brixilated: your photo as a brick mosaic';
  }, [title]);
}

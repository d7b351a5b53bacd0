import { Suspense, useEffect, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import HomePage from '../features/home/HomePage';
import { BLADES, bladeForPath, storeBlade, type BladeId } from './blades';
import { Loading } from './guards';
import { useIsDesktop } from '../lib/media';
import { GalleryPage, HowToPage, PricingPage, StartOrderPage } from './pages';

const BLADE_SCREENS: Record<BladeId, ComponentType> = {
  home: HomePage,
  'how-to-brix': HowToPage,
  pricing: PricingPage,
  gallery: GalleryPage,
  'start-order': StartOrderPage,
};

/**
 * On desktop, Home, How to Brix, Pricing, Gallery and Get Started are blades of one sliding navigator:
 * each closed blade is a labelled 3em strip; the open one slides out beside its label. The address decides
 * which blade is open (so a link to /pricing shows Pricing, and Back and Forward step between blades);
 * the blade shown is also recorded in localStorage under `blade`.
 */
export function BladeNavigator() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = bladeForPath(pathname) ?? 'home';

  useEffect(() => storeBlade(open), [open]);

  return (
    <div className="blades" data-open-blade={open}>
      {BLADES.map((blade) => {
        const isOpen = blade.id === open;
        const Screen = BLADE_SCREENS[blade.id];
        return (
          <section key={blade.id} className={`blade${isOpen ? ' is-open' : ''}`} aria-label={blade.label}>
            <div className="blade-heading">
              <button
                type="button"
                className="blade-tab"
                aria-expanded={isOpen}
                aria-controls={`blade-panel-${blade.id}`}
                id={`blade-tab-${blade.id}`}
                onClick={() => {
                  if (blade.id === open) return;
                  navigate(blade.path);
                  // A blade opens at its top, not wherever the previous one had been scrolled to.
                  if (window.scrollY > 0) window.scrollTo({ top: 0 });
                }}
              >
                <span className="blade-label">{blade.label}</span>
              </button>
            </div>
            <div
              className="blade-panel"
              id={`blade-panel-${blade.id}`}
              role="region"
              aria-labelledby={`blade-tab-${blade.id}`}
              hidden={!isOpen}
            >
              {isOpen && (
                <Suspense fallback={<Loading />}>
                  <Screen />
                </Suspense>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}

/**
 * `/`, `/what-is-brix`, `/how-to-brix`, `/pricing`, `/gallery` and `/start-order`: on desktop the blade
 * navigator with the address's blade open; on tablet-or-smaller each is a page of its own.
 */
export function BladeRoute({ blade }: { blade: BladeId }) {
  const desktop = useIsDesktop();
  if (desktop) return <BladeNavigator />;
  const Screen = BLADE_SCREENS[blade];
  return <Screen />;
}

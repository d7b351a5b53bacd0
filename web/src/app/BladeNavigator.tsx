import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import HomePage from '../features/home/HomePage';
import { BLADES, isBladeId, readStoredBlade, storeBlade, type BladeId } from './blades';
import { Loading } from './guards';
import { useIsDesktop } from './media';
import { GalleryPage, HowToPage, PricingPage, StartOrderPage } from './pages';

const BLADE_SCREENS: Record<BladeId, ComponentType> = {
  home: HomePage,
  'how-to-brix': HowToPage,
  pricing: PricingPage,
  gallery: GalleryPage,
  'start-order': StartOrderPage,
};

function bladeFromState(state: unknown): BladeId | null {
  const blade = (state as { blade?: unknown } | null)?.blade;
  return isBladeId(blade) ? blade : null;
}

/**
 * On desktop, Home, How to Brix, Pricing, Gallery and Get Started are blades of one sliding navigator:
 * each closed blade is a labelled 3em strip; the open one slides out beside its label. The open blade is
 * remembered in localStorage under `blade`.
 */
export function BladeNavigator() {
  const location = useLocation();
  const [open, setOpen] = useState<BladeId>(() => bladeFromState(location.state) ?? readStoredBlade() ?? 'home');

  // A desktop visit to /pricing etc. arrives here with the blade to open.
  useEffect(() => {
    const requested = bladeFromState(location.state);
    if (requested) setOpen(requested);
  }, [location.key, location.state]);

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
                  setOpen(blade.id);
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

/** `/`: the blade navigator on desktop, the home page on tablet-or-smaller. */
export function HomeRoute() {
  return useIsDesktop() ? <BladeNavigator /> : <HomePage />;
}

/** /how-to-brix, /pricing, /gallery, /start-order: pages on tablet-or-smaller; on desktop, / with that blade open. */
export function BladeRoute({ blade }: { blade: Exclude<BladeId, 'home'> }) {
  const desktop = useIsDesktop();
  // The navigator stores the blade it opens.
  if (desktop) return <Navigate to="/" replace state={{ blade }} />;
  const Screen = BLADE_SCREENS[blade];
  return <Screen />;
}

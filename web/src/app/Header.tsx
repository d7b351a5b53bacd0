import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import { HeaderActions } from './HeaderActions';
import { Logo } from './Logo';
import { MOBILE_MENU_QUERY, useIsDesktop, useMediaQuery } from '../lib/media';
import { SITE_PAGES } from './nav';

export function Header() {
  const compact = useMediaQuery(MOBILE_MENU_QUERY);
  const desktop = useIsDesktop();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Logo />
        {compact ? (
          <MobileMenu />
        ) : (
          <nav aria-label="Main" className="header-nav">
            <HeaderActions variant="bar" />
          </nav>
        )}
      </div>
      {/* Tablets have neither the desktop blades nor the phone menu: the site pages get a row of their own. */}
      {!compact && !desktop && (
        <nav aria-label="Pages" className="header-pages">
          {SITE_PAGES.map((page) => (
            <NavLink
              key={page.to}
              to={page.to}
              end
              className={({ isActive }) => `header-page${isActive ? ' is-active' : ''}`}
            >
              {page.label}
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}

/** Under 768 px: a hamburger button and a slide-out menu with the site pages plus the header entries. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);

  useEffect(close, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      } else if (event.key === 'Tab' && panel.current) {
        // Keep focus inside the open menu.
        const items = [...panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="hamburger"
        aria-expanded={open}
        aria-controls="slide-out-menu"
        aria-label="Menu"
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </button>
      {/* A fixed layer that clips the closed panel, so it never widens the page. It lives in <body>: the
          header's backdrop-filter would otherwise make it as small as the header. */}
      {createPortal(
        <div className={`slide-out-layer${open ? ' is-open' : ''}`}>
          <div className={`menu-backdrop${open ? ' is-open' : ''}`} onClick={close} aria-hidden="true" />
          <div
            ref={panel}
            id="slide-out-menu"
            className={`slide-out${open ? ' is-open' : ''}`}
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
          >
            <div className="slide-out-head">
              <span className="slide-out-title">Menu</span>
              <button
                type="button"
                className="icon-btn"
                aria-label="Close menu"
                onClick={() => {
                  close();
                  toggle.current?.focus();
                }}
              >
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            <nav aria-label="Menu">
              <ul className="menu-pages">
                {SITE_PAGES.map((page) => (
                  <li key={page.to}>
                    <NavLink
                      to={page.to}
                      end
                      className={({ isActive }) => `menu-link${isActive ? ' is-active' : ''}`}
                      onClick={close}
                    >
                      {page.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <HeaderActions variant="menu" onNavigate={close} />
            </nav>
          </div>
        </div>,
        document.body,
      )}
    </>
  );
}

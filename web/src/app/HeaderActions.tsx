import { NavLink, useNavigate } from 'react-router';
import { useSession } from '../stores/session';
import { useCart } from '../stores/cart';

/**
 * The header buttons: Admin (admins only), Account (logged-in only), Login or Logout, Cart with the item
 * count, Contact. Rendered in the header bar and again in the slide-out menu.
 */
export function HeaderActions({ onNavigate, variant }: { onNavigate?: () => void; variant: 'bar' | 'menu' }) {
  const status = useSession((s) => s.status);
  const isAdmin = useSession((s) => s.isAdmin);
  const logout = useSession((s) => s.logout);
  const count = useCart((s) => s.count);
  const navigate = useNavigate();
  const loggedIn = status === 'authenticated';
  const linkClass = ({ isActive }: { isActive: boolean }) => `header-link${isActive ? ' is-active' : ''}`;

  async function onLogout() {
    onNavigate?.();
    await logout().catch(() => undefined);
    navigate('/');
  }

  return (
    <ul className={variant === 'bar' ? 'header-actions' : 'menu-actions'}>
      {loggedIn && isAdmin && (
        <li>
          <NavLink to="/admin" className={linkClass} onClick={onNavigate}>
            Admin
          </NavLink>
        </li>
      )}
      {loggedIn && (
        <li>
          <NavLink to="/account" className={linkClass} onClick={onNavigate}>
            Account
          </NavLink>
        </li>
      )}
      <li>
        {loggedIn ? (
          <button type="button" className="header-link" onClick={onLogout}>
            Logout
          </button>
        ) : (
          <NavLink to="/login" className={linkClass} onClick={onNavigate}>
            Login
          </NavLink>
        )}
      </li>
      <li>
        <NavLink
          to="/cart"
          className={({ isActive }) => `header-link header-cart${isActive ? ' is-active' : ''}`}
          onClick={onNavigate}
        >
          <CartIcon />
          <span>Cart</span>
          <span className="cart-count" data-testid="cart-count">
            {count}
          </span>
          <span className="visually-hidden">{count === 1 ? 'item' : 'items'}</span>
        </NavLink>
      </li>
      <li>
        <NavLink to="/contact" className={linkClass} onClick={onNavigate}>
          Contact
        </NavLink>
      </li>
    </ul>
  );
}

function CartIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    </svg>
  );
}

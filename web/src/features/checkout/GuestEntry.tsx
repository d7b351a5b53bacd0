// Pre-checkout for visitors: a sign-in box, and "Make one here." switching to the sign-up form.
import { useState } from 'react';
import { LoginForm, SignupForm } from '../auth';
import styles from './checkout.module.css';

export function GuestEntry() {
  const [mode, setMode] = useState<'login' | 'signup'>('login');

  return (
    <div className={styles.guest}>
      <section className="panel" aria-labelledby="guest-title">
        {mode === 'login' ? (
          <>
            <h2 id="guest-title" className="panel-title">
              Sign in to check out
            </h2>
            <LoginForm submitLabel="Checkout" idPrefix="checkout-login" />
            <p className={styles.switch}>
              Don't have an account?{' '}
              <button type="button" className="btn-link" onClick={() => setMode('signup')}>
                Make one here.
              </button>
            </p>
          </>
        ) : (
          <>
            <h2 id="guest-title" className="panel-title">
              Create your account
            </h2>
            <SignupForm idPrefix="checkout-signup" />
            <p className={styles.switch}>
              Already have an account?{' '}
              <button type="button" className="btn-link" onClick={() => setMode('login')}>
                Sign in here.
              </button>
            </p>
          </>
        )}
      </section>
      <section className={`panel ${styles.why}`} aria-labelledby="why-title">
        <h2 id="why-title" className="panel-title">
          Why an account?
        </h2>
        <ul>
          <li>Faster checkout: your shipping address is saved for next time.</li>
          <li>Track your orders: see when each Brix ships and its tracking number.</li>
          <li>Your order history: look back at every Brix, reprint a blueprint or reorder.</li>
        </ul>
        <p className="small muted">Your cart comes with you when you sign in.</p>
      </section>
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { FormMessage, TextField, useForm, validate } from '../../components/forms';
import { api } from '../../lib/api';
import { AuthPanel } from './AuthPanel';
import styles from './auth.module.css';

export const RESET_SENT = 'You will be receiving an email with a password reset link shortly.';

export default function ForgotPasswordPage() {
  const form = useForm({ email: '' });
  const [sent, setSent] = useState(false);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const email = form.values.email.trim();
    const ok = await form.submit([{ field: 'email', run: () => validate.email(email, true) }], async () => {
      await api.get(`/user/forgot/${encodeURIComponent(email)}`);
      return true;
    });
    if (ok) setSent(true);
  }

  return (
    <AuthPanel title="Forgot Password?">
      <p className="muted">Enter the email of your account and we will send you a link to choose a new password.</p>
      <form onSubmit={onSubmit} noValidate aria-label="Forgot Password?">
        <FormMessage error={form.formError} />
        <TextField label="Email" type="email" autoComplete="email" {...form.bind('email')} readOnly={sent} />
        {sent ? (
          <p className="notice notice-success" role="status">
            {RESET_SENT}
          </p>
        ) : (
          <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
            Send Reset Link
          </button>
        )}
      </form>
      <p className={styles.links}>
        Don't have an account? <Link to="/signup">Sign up here.</Link>
      </p>
      <p className={styles.links}>
        Remembered it? <Link to="/login">Back to login.</Link>
      </p>
      <p className={`small muted ${styles.links}`}>
        We respect your privacy: your email is only used to send this link. See our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </AuthPanel>
  );
}

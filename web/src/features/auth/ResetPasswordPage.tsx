import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FormMessage, passwordMessages, useForm, validate } from '../../components/forms';
import { api, ApiError, errorMessage } from '../../lib/api';
import { useSession } from '../../stores/session';
import { NewPasswordFields } from './AuthForms';
import { AuthPanel } from './AuthPanel';

export default function ResetPasswordPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const resetPassword = useSession((s) => s.resetPassword);
  const token = params.token ?? decodeURIComponent(location.pathname.split('/reset/')[1] ?? '');
  const [checked, setChecked] = useState<'checking' | 'valid' | 'unreachable'>('checking');
  const [checkError, setCheckError] = useState<string | null>(null);
  const form = useForm({ password: '', confirmation: '' });

  // The token is checked on load: an answer without an id (or a 404) goes to /reset-error.
  useEffect(() => {
    let live = true;
    if (!token) {
      navigate('/reset-error', { replace: true });
      return;
    }
    api
      .get<{ id?: string }>(`/user/reset/${encodeURIComponent(token)}`)
      .then((a) => {
        if (!live) return;
        if (a?.id) setChecked('valid');
        else navigate('/reset-error', { replace: true });
      })
      .catch((err) => {
        if (!live) return;
        if (err instanceof ApiError && err.status > 0 && err.status < 500) navigate('/reset-error', { replace: true });
        else {
          setCheckError(errorMessage(err));
          setChecked('unreachable');
        }
      });
    return () => {
      live = false;
    };
  }, [token, navigate]);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const { password, confirmation } = form.values;
    const user = await form.submit(
      [
        {
          field: 'password',
          run: () => validate.passwords(password, confirmation, true),
          spread: passwordMessages('password', 'confirmation'),
        },
      ],
      () => resetPassword(token, password, confirmation),
    );
    if (user) navigate('/account', { replace: true });
  }

  return (
    <AuthPanel title="Reset Password">
      {checked === 'checking' ? <p role="status">Checking your reset link...</p> : null}
      {checked === 'unreachable' ? <FormMessage error={checkError} /> : null}
      {checked === 'valid' ? (
        <form onSubmit={onSubmit} noValidate aria-label="Reset Password">
          <FormMessage error={form.formError} />
          <NewPasswordFields password={form.bind('password')} confirmation={form.bind('confirmation')} />
          <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
            Reset Password
          </button>
        </form>
      ) : null}
    </AuthPanel>
  );
}

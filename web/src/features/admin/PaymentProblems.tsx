// Payments taken that did not become an order (an amount that does not match the checkout, a checkout
// that is gone). Shown above every tab while any is open: each one is a customer who paid and has no order.
import { useState } from 'react';
import { formatCents, type PaymentProblem } from '@brixilated/shop';
import { api, errorMessage } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { FormMessage } from '../../components/forms';
import styles from './admin.module.css';

export function PaymentProblems() {
  const { data, error, setError, retry } = useAnswer(() =>
    api.get<{ data: PaymentProblem[] }>('/admin/payment-problems').then((a) => a.data),
  );
  const [busy, setBusy] = useState<string | null>(null);

  async function resolve(problem: PaymentProblem) {
    setBusy(problem.id);
    try {
      await api.put(`/admin/payment-problems/${encodeURIComponent(problem.id)}/resolved`, { resolved: true });
      retry();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  if (!data?.length && !error) return null;
  return (
    <section className={styles.problems} aria-labelledby="payment-problems-title" role="region">
      <h2 id="payment-problems-title" className={styles.problemsTitle}>
        {data?.length === 1 ? '1 payment needs your attention' : `${data?.length ?? 0} payments need your attention`}
      </h2>
      <FormMessage error={error} />
      <ul className={styles.problemList}>
        {data?.map((p) => (
          <li key={p.id} className={styles.problem}>
            <p>
              <strong>{formatCents(p.paidCents)} paid</strong>
              {p.customer ? ` by ${p.customer.firstName} ${p.customer.lastName} (${p.customer.email})` : ''}
              {' - '}
              {new Date(p.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            <p>{p.summary}</p>
            <p>
              <strong>What to do:</strong> {p.action}
            </p>
            <button type="button" className="btn btn-sm" disabled={busy === p.id} onClick={() => resolve(p)}>
              Mark resolved
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

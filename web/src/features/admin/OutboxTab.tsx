// The mail the shop wrote (confirmations, tracking, resets, help requests), newest first, read-only.
import { api, type OutboxMessage } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { FormMessage } from '../../components/forms';
import { RefreshBar } from './controls';
import styles from './admin.module.css';

function when(date: string): string {
  const d = new Date(date);
  return Number.isNaN(d.getTime()) ? date : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function OutboxTab() {
  const {
    data: messages,
    error,
    retry,
  } = useAnswer(() => api.get<{ data: OutboxMessage[] }>('/admin/outbox').then((a) => a.data));

  return (
    <div className="stack">
      <RefreshBar note="Messages the shop sent. Read-only." onRefresh={retry} />
      <FormMessage error={error} />
      {!messages && !error ? <p role="status">Loading the outbox...</p> : null}
      {messages && messages.length === 0 ? <p className="muted">No messages yet.</p> : null}
      <ul className={styles.outbox}>
        {messages?.map((m) => (
          <li key={m.id}>
            <details className={styles.mail}>
              <summary>
                <span className={styles.mailSubject}>{m.subject}</span>
                <span className="small muted">
                  to {m.to} - {when(m.date)}
                </span>
              </summary>
              <pre className={styles.mailText}>{m.text}</pre>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

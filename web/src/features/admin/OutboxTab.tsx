// The mail the shop wrote (confirmations, tracking, resets, help requests), newest first, read-only.
import { useEffect, useState } from 'react';
import { api, errorMessage, type OutboxMessage } from '../../lib/api';
import { FormMessage } from '../../components/forms';
import styles from './admin.module.css';

function when(date: string): string {
  const d = new Date(date);
  return Number.isNaN(d.getTime()) ? date : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function OutboxTab() {
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    api
      .get<{ data: OutboxMessage[] }>('/admin/outbox')
      .then((a) => live && setMessages(a.data))
      .catch((err) => live && setError(errorMessage(err)));
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <div className="stack">
      <div className={styles.toolbar}>
        <p className="muted" style={{ margin: 0 }}>
          Messages the shop sent. Read-only.
        </p>
        <button type="button" className="btn btn-sm" onClick={() => setAttempt((n) => n + 1)}>
          Refresh
        </button>
      </div>
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

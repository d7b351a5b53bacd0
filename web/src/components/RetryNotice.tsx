import type { ReactNode } from 'react';

/**
 * A failure the customer can retry: the message and a "Try again" button (left out without `onRetry`).
 * `inline` sets both on one line, for short messages beside a form.
 */
export function RetryNotice({
  message,
  onRetry,
  inline = false,
}: {
  message: ReactNode;
  onRetry?: () => void;
  inline?: boolean;
}) {
  return (
    <div className={inline ? 'notice notice-error cluster' : 'notice notice-error'} role="alert">
      {inline ? <span>{message}</span> : <p>{message}</p>}
      {onRetry ? (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

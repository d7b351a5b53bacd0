// Durable jobs as the admin reads them (an order's, or every one that gave up): what, its state, tries, the
// last error, and Retry for a job that gave up.
import type { AdminJob } from '@brixilated/shop';
import { api } from '../../lib/api';
import { formatOrderDate } from '../account';
import { AdminTable, useSave } from './controls';
import styles from './admin.module.css';

const STATE_TEXT: Record<AdminJob['state'], string> = { done: 'Done', waiting: 'Waiting', failed: 'Failed' };

function RetryButton({ job, onRetried }: { job: AdminJob; onRetried: (job: AdminJob) => void }) {
  const { busy, error, run } = useSave();
  return (
    <>
      <button
        type="button"
        className="btn btn-sm"
        disabled={busy}
        onClick={() =>
          void run(async () => {
            const { data } = await api.post<{ data: AdminJob }>(`/admin/jobs/${encodeURIComponent(job.id)}/retry`);
            onRetried(data);
          })
        }
      >
        Retry<span className="visually-hidden"> {job.label.toLowerCase()}</span>
      </button>
      {error ? <p className="field-error">{error}</p> : null}
    </>
  );
}

export function JobsTable({
  jobs,
  caption,
  showOrder = false,
  onRetried,
}: {
  jobs: AdminJob[];
  caption: string;
  showOrder?: boolean;
  onRetried: (job: AdminJob) => void;
}) {
  return (
    <AdminTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Job</th>
          {showOrder ? <th scope="col">Order #</th> : null}
          <th scope="col">State</th>
          <th scope="col" className="num">
            Tries
          </th>
          <th scope="col">Last error</th>
          <th scope="col">
            <span className="visually-hidden">Retry</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id} data-job={job.kind}>
            <td>
              {job.label}
              {job.detail ? <span className="small muted"> {job.detail}</span> : null}
              <span className={`small muted ${styles.jobDate}`}>since {formatOrderDate(job.createdAt)}</span>
            </td>
            {showOrder ? <td className="price">{job.orderNumber ?? ''}</td> : null}
            <td className={job.state === 'failed' ? styles.jobFailed : undefined}>{STATE_TEXT[job.state]}</td>
            <td className="num">{job.attempts}</td>
            <td className={styles.jobError}>{job.lastError ?? ''}</td>
            <td>{job.state === 'failed' ? <RetryButton job={job} onRetried={onRetried} /> : null}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

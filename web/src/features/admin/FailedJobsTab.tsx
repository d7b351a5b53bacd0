// Failed jobs: every email or blueprint that gave up after its day of retries, across orders, with Retry
// (once the cause is fixed: the mail server back, the file store writable). /api/health's `failedJobs`
// count sends an admin here.
import type { AdminJob } from '@brixilated/shop';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { FormMessage } from '../../components/forms';
import { RefreshBar } from './controls';
import { JobsTable } from './JobsTable';

export const NO_FAILED_JOBS = 'No failed jobs: every email and blueprint went out.';

export function FailedJobsTab() {
  const {
    data: jobs,
    setData,
    error,
    retry: reload,
  } = useAnswer(() => api.get<{ data: AdminJob[] }>('/admin/jobs?state=failed').then((a) => a.data));
  const [queued, setQueued] = useState<AdminJob[]>([]);

  function retried(job: AdminJob) {
    setData((list) => list?.filter((j) => j.id !== job.id) ?? null);
    setQueued((list) => [...list, job]);
  }

  return (
    <div className="stack">
      <RefreshBar
        note="Jobs that gave up after a day of retries. Fix the cause, then Retry."
        onRefresh={() => {
          setQueued([]);
          reload();
        }}
      />
      <FormMessage error={error} />
      {queued.length > 0 ? (
        <p className="notice notice-success" role="status">
          Queued again: {queued.map((j) => `${j.label}${j.orderNumber ? ` of order ${j.orderNumber}` : ''}`).join(', ')}
          .
        </p>
      ) : null}
      {!jobs ? (
        !error ? (
          <p role="status">Loading failed jobs...</p>
        ) : null
      ) : jobs.length === 0 ? (
        <p className="muted">{NO_FAILED_JOBS}</p>
      ) : (
        <JobsTable jobs={jobs} caption="Failed jobs" showOrder onRetried={retried} />
      )}
    </div>
  );
}

/**
 * A "run now" button for a pipeline job (POST /api/admin/jobs/{job}/run): queued for a worker at once; says so, or
 * that a run is already queued (409), in a toast. Disabled while the request is on its way.
 */
import { useState } from 'react';
import { MANUAL_JOB_LABELS, type ManualJob } from '../../../domain/manualJobs.ts';
import { toast } from '../../lib/toast.ts';
import { buttonSecondary } from '../../lib/ui.ts';
import { adminRequest } from './adminRequest.ts';

export function RunJobButton({ job, className = buttonSecondary }: { job: ManualJob; className?: string }) {
  const [busy, setBusy] = useState(false);
  const label = MANUAL_JOB_LABELS[job];
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={async () => {
        setBusy(true);
        try {
          await adminRequest('POST', `/api/admin/jobs/${job}/run`);
          toast({ title: `${label}: started`, description: 'A worker is running it now; figures update when it ends.', variant: 'success' });
        } catch (err) {
          toast({ title: `${label} not started`, description: err instanceof Error ? err.message : 'Please try again.', variant: 'destructive' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Starting…' : label}
    </button>
  );
}

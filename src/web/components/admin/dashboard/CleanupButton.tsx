/** The funnel's Cleanup (admin-content §4): auto-rejected drafts become rejected; the figures reload after it. */
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { buttonSecondary } from '../../../lib/ui.ts';
import { adminRequest } from '../adminRequest.ts';

export function CleanupButton({ pending }: { pending: number }) {
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  return (
    <button
      type="button"
      className={buttonSecondary}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={async () => {
        setBusy(true);
        try {
          const r = await adminRequest<{ updated: number }>('POST', '/api/admin/overview/cleanup');
          toast({ title: 'Cleanup Complete', description: `Updated ${r.updated.toLocaleString('en-IN')} auto-rejected articles to rejected status.`, variant: 'success' });
          await revalidator.revalidate();
        } catch (err) {
          toast({ title: 'Cleanup Failed', description: err instanceof Error ? err.message : 'Please try again.', variant: 'destructive' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Cleaning up…' : `Cleanup (${pending.toLocaleString('en-IN')})`}
    </button>
  );
}

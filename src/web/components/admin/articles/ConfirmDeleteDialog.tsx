/** The confirmation before deleting (admin-content §5): the spec's words, Cancel first, the red Delete button last. */
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../ui/Dialog.tsx';
import { buttonSecondary, focusRing } from '../../../lib/ui.ts';

export const buttonDanger = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-red-600 dark:hover:bg-red-500 ${focusRing}`;

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({ open, onOpenChange, title, message, confirmLabel, busy, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(o) => (busy ? undefined : onOpenChange(o))}>
      <DialogContent title={title} description={message} tone="danger" hideCloseButton data-testid="confirm-delete">
        <DialogFooter>
          <DialogClose asChild>
            <button type="button" className={buttonSecondary} disabled={busy}>
              Cancel
            </button>
          </DialogClose>
          <button type="button" className={buttonDanger} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Deleting…' : confirmLabel}
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A modal dialog in the site's look: a thin styled wrapper over @radix-ui/react-dialog, which brings the behaviour
 * (focus moved in and trapped, Escape and a click outside close it, focus back on the trigger, the page behind
 * hidden from screen readers and not scrolled). Every dialog has a title; the description is optional.
 *
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogTrigger asChild><button>Delete account</button></DialogTrigger>
 *     <DialogContent title="Delete your account?" description="…">
 *       …
 *       <DialogFooter><DialogClose asChild><button>Cancel</button></DialogClose>…</DialogFooter>
 *     </DialogContent>
 *   </Dialog>
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { focusRing } from '../../lib/ui.ts';
import { CloseIcon } from '../icons.tsx';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Tone of the title: `danger` for an action that cannot be undone. */
  tone?: 'default' | 'danger';
  /** Hides the close (×) button, for dialogs whose footer has Cancel. Escape still closes. */
  hideCloseButton?: boolean;
}

export function DialogContent({ title, description, tone = 'default', hideCloseButton = false, className = '', children, ...props }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay data-testid="dialog-overlay" className="fixed inset-0 z-50 bg-zinc-950/60 backdrop-blur-[2px]" />
      <RadixDialog.Content
        {...props}
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-zinc-200 bg-white p-6 text-zinc-900 shadow-xl focus:outline-none sm:p-7 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 ${className}`}
      >
        <div className="flex items-start justify-between gap-4">
          <RadixDialog.Title className={`text-xl font-bold tracking-tight ${tone === 'danger' ? 'text-red-800 dark:text-red-300' : 'text-zinc-950 dark:text-white'}`}>{title}</RadixDialog.Title>
          {hideCloseButton ? null : (
            <RadixDialog.Close
              className={`-mt-1 -mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white ${focusRing}`}
              aria-label="Close"
            >
              <CloseIcon />
            </RadixDialog.Close>
          )}
        </div>
        {description ? <RadixDialog.Description className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{description}</RadixDialog.Description> : null}
        <div className="mt-5">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The row of buttons at the bottom: stacked on phones (the main action last, nearest the thumb), in a row from sm. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/**
 * A popover panel in the site's look: a thin styled wrapper over @radix-ui/react-popover, which brings the behaviour
 * (focus moved into the panel when it opens, Escape and a click outside close it, focus back on the trigger, the
 * trigger's aria-expanded and aria-controls, placement kept inside the viewport). Not modal: the page stays usable.
 *
 *   <Popover open={open} onOpenChange={setOpen}>
 *     <PopoverTrigger asChild><button aria-label="Notifications">…</button></PopoverTrigger>
 *     <PopoverContent aria-label="Notifications">…</PopoverContent>
 *   </Popover>
 */
import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentPropsWithoutRef } from 'react';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

export function PopoverContent({ className = '', align = 'end', sideOffset = 8, collisionPadding = 8, ...props }: ComponentPropsWithoutRef<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        {...props}
        className={`z-50 max-h-[var(--radix-popover-content-available-height)] w-[min(28rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl border border-zinc-200 bg-white text-zinc-900 shadow-xl shadow-zinc-950/10 focus:outline-none dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 dark:shadow-black/40 ${className}`}
      />
    </RadixPopover.Portal>
  );
}

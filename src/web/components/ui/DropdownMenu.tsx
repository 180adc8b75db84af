/**
 * A menu of actions in the site's look: a thin styled wrapper over @radix-ui/react-dropdown-menu, which brings the
 * behaviour (the WAI-ARIA menu button pattern: arrow keys, Home/End, typeahead, Escape and a click outside close it,
 * focus back on the trigger).
 *
 *   <DropdownMenu>
 *     <DropdownMenuTrigger asChild><button>…</button></DropdownMenuTrigger>
 *     <DropdownMenuContent><DropdownMenuItem asChild><Link to="/dashboard">Dashboard</Link></DropdownMenuItem></DropdownMenuContent>
 *   </DropdownMenu>
 */
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({ className = '', align = 'end', sideOffset = 8, collisionPadding = 8, ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        {...props}
        className={`z-50 min-w-56 rounded-xl border border-zinc-200 bg-white p-1.5 text-zinc-900 shadow-xl shadow-zinc-950/10 focus:outline-none dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 dark:shadow-black/40 ${className}`}
      />
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({ className = '', ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      {...props}
      className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-medium text-zinc-800 outline-none select-none data-[disabled]:opacity-60 data-[highlighted]:bg-zinc-100 data-[highlighted]:text-zinc-950 dark:text-zinc-200 dark:data-[highlighted]:bg-zinc-800 dark:data-[highlighted]:text-white ${className}`}
    />
  );
}

export function DropdownMenuLabel({ className = '', ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Label>) {
  return <RadixMenu.Label {...props} className={`px-3 pt-2 pb-1.5 text-xs text-zinc-600 dark:text-zinc-400 ${className}`} />;
}

export function DropdownMenuSeparator({ className = '', ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator {...props} className={`my-1 h-px bg-zinc-200 dark:bg-zinc-800 ${className}`} />;
}

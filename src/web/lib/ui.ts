/** Shared Tailwind class strings so focus rings, buttons and containers look the same everywhere. */

/** Visible keyboard focus ring in the brand colour (AA against both themes' surfaces). */
export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-brand-400 dark:focus-visible:ring-offset-zinc-950';

/** Page container width and gutters. */
export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

const buttonBase = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold motion-safe:transition-colors ${focusRing}`;

/** Solid brand button (white on saffron-700; near-black on saffron-500 in dark). */
export const buttonPrimary = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-zinc-950 dark:hover:bg-brand-400`;

/** Quiet bordered button. */
export const buttonSecondary = `${buttonBase} border border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800`;

/** Inline text link in the brand colour. */
export const textLink = `rounded-sm font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-4 hover:decoration-brand-700 dark:text-brand-300 dark:decoration-brand-300/40 dark:hover:decoration-brand-300 ${focusRing}`;

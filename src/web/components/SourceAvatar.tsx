/** A publisher's initials in a circle: a small source logo that needs no request to anyone else's server. */

/** Up to two initials: "Social Samosa" → "SS", "the Ken" → "K", "exchange4media" → "E". */
export function sourceInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => w && !/^(the|a|an)$/i.test(w));
  const initials = words.slice(0, 2).map((w) => [...w][0] ?? '');
  return initials.join('').toUpperCase() || '?';
}

/** The avatar; decorative, because the source name is always written beside it. */
export function SourceAvatar({ name, className = 'h-10 w-10 text-sm' }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="source-logo"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-zinc-900 font-semibold tracking-wide text-white select-none dark:bg-zinc-100 dark:text-zinc-900 ${className}`}
    >
      {sourceInitials(name)}
    </span>
  );
}

/** The site's name with its mark, linking home: the header, and the phone menu where the header's bar repeats. */
import { Link } from 'react-router';
import { focusRing } from '../lib/ui.ts';
import { LogoMark } from './icons.tsx';

export function Wordmark({ name, onClick }: { name: string; onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} className={`-mx-1 flex min-h-11 shrink-0 items-center gap-2.5 rounded-md px-1 ${focusRing}`} aria-label={`${name} — home`}>
      <LogoMark className="h-8 w-8 shrink-0" />
      <span className="font-serif text-[1.0625rem] leading-tight font-semibold tracking-tight text-zinc-950 sm:text-lg dark:text-white">{name}</span>
    </Link>
  );
}

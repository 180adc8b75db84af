/** Layout for long-form pages: title block, then a comfortable reading column. */
import type { ReactNode } from 'react';
import { Breadcrumb } from './Breadcrumb.tsx';

export function StaticPage({
  title,
  lead,
  updated,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  /** "Last updated" date text for policies. */
  updated?: string;
  children: ReactNode;
  /** Use the full container width (e.g. contact page with a form beside the text). */
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto w-full px-4 sm:px-6 lg:px-8 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <header className="border-b border-zinc-200 pt-8 pb-8 sm:pt-12 dark:border-zinc-800">
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: title }]} />
        <h1 className="mt-6 font-serif text-4xl leading-tight font-semibold tracking-tight text-balance text-zinc-950 sm:text-5xl dark:text-white">
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-[65ch] text-xl leading-relaxed text-zinc-700 dark:text-zinc-300">{lead}</p> : null}
        {updated ? <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">Last updated {updated}</p> : null}
      </header>
      <div className="pt-8 sm:pt-10">{children}</div>
    </div>
  );
}

/** Full-page error views: 404 and the page-level application error. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonPrimary, buttonSecondary, container } from '../lib/ui.ts';
import { CategoryChips } from './CategoryChips.tsx';
import { AlertIcon, HomeIcon, RefreshIcon } from './icons.tsx';

function ErrorLayout({ code, title, children, testId }: { code: string; title: string; children: ReactNode; testId: string }) {
  return (
    <section data-testid={testId} className={`${container} flex flex-col items-center py-20 text-center sm:py-28`}>
      <p className="font-serif text-6xl font-semibold tracking-tight text-brand-700 sm:text-7xl dark:text-brand-400" aria-hidden="true">
        {code}
      </p>
      <h1 className="mt-4 font-serif text-3xl font-semibold tracking-tight text-balance text-zinc-950 sm:text-4xl dark:text-white">{title}</h1>
      {children}
    </section>
  );
}

/** "Oops! Page not found" with a link home. */
export function NotFoundView() {
  return (
    <ErrorLayout code="404" title="Oops! Page not found" testId="not-found">
      <p className="mt-4 max-w-md text-base text-zinc-700 dark:text-zinc-300">
        The page you were looking for has moved, was never here, or the link has a typo. The latest stories are a click away.
      </p>
      <Link to="/" className={`${buttonPrimary} mt-8`}>
        <HomeIcon className="h-[1.125rem] w-[1.125rem]" />
        Return to Home
      </Link>
      <div className="mt-14 w-full max-w-3xl border-t border-zinc-200 pt-8 dark:border-zinc-800">
        <h2 className="text-sm font-semibold text-zinc-700 dark:text-zinc-300">Or browse a topic</h2>
        <CategoryChips wrap className="mt-4 justify-center" />
      </div>
    </ErrorLayout>
  );
}

/** Page-level error with Try Again (reload) and Go Home. */
export function AppErrorView({ details }: { details?: string }) {
  return (
    <section data-testid="app-error" className={`${container} flex flex-col items-center py-20 text-center sm:py-28`}>
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-800">
        <AlertIcon className="h-7 w-7" />
      </span>
      <h1 className="mt-6 font-serif text-3xl font-semibold tracking-tight text-zinc-950 sm:text-4xl dark:text-white">Application Error</h1>
      <p className="mt-4 max-w-md text-base text-zinc-700 dark:text-zinc-300">
        The application encountered an unexpected error. This has been logged for investigation.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
          <RefreshIcon className="h-[1.125rem] w-[1.125rem]" />
          Try Again
        </button>
        <Link to="/" reloadDocument className={buttonSecondary}>
          <HomeIcon className="h-[1.125rem] w-[1.125rem]" />
          Go Home
        </Link>
      </div>
      {details ? (
        <details className="mt-10 w-full max-w-2xl text-left">
          <summary className="cursor-pointer text-sm font-medium text-zinc-700 dark:text-zinc-300">Technical details</summary>
          <pre className="mt-3 overflow-x-auto rounded-lg bg-zinc-100 p-4 text-xs text-zinc-800 dark:bg-zinc-900 dark:text-zinc-200">{details}</pre>
        </details>
      ) : null}
    </section>
  );
}

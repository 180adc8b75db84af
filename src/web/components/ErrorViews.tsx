/**
 * Error screens (public-site §8 "Error boundary and screens"): 404, page level ("Application Error", or the
 * connectivity screens "Connection Problem" / "System Temporarily Unavailable"), component level ("Component Error")
 * and critical level ("Critical Application Error"). Each shows an error id and time so readers can quote them to support.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRevalidator, useRouteError } from 'react-router';
import { DEFAULT_COMPONENT_ERROR_MESSAGE, errorMessage, formatErrorTime, isNetworkError, newClientErrorId, reportClientError } from '../lib/errorReporting.ts';
import { FLOATING_LAYOUT_EVENT } from '../lib/floatingLayout.ts';
import { isListPath, showListFetchFailed } from '../lib/offlineData.ts';
import { buttonPrimary, buttonSecondary, container, focusRing } from '../lib/ui.ts';
import { CategoryChips } from './CategoryChips.tsx';
import { AlertIcon, ChevronDownIcon, HomeIcon, RefreshIcon } from './icons.tsx';

/** Page-level retries before Try Again falls back to a full reload (public-site §9: page level 3). */
export const PAGE_RETRY_LIMIT = 3;

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

/** Error id and time, in a quiet monospace line readers can copy. */
function ErrorMeta({ errorId, at, className = '' }: { errorId: string; at: Date | null; className?: string }) {
  if (!errorId) return null;
  return (
    <dl data-testid="error-meta" className={`flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400 ${className}`}>
      <div className="flex gap-1.5">
        <dt>Error ID</dt>
        <dd data-testid="error-id" className="font-mono text-zinc-800 select-all dark:text-zinc-200">
          {errorId}
        </dd>
      </div>
      {at ? (
        <div className="flex gap-1.5">
          <dt>Time</dt>
          <dd>
            <time dateTime={at.toISOString()}>{formatErrorTime(at)}</time>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function TechnicalDetails({ text, className = '' }: { text: string | undefined; className?: string }) {
  if (!text) return null;
  return (
    <details data-testid="error-details" className={`group w-full max-w-2xl text-center ${className}`}>
      <summary className={`inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white ${focusRing}`}>
        Technical details
        <ChevronDownIcon className="h-4 w-4 group-open:rotate-180 motion-safe:transition-transform" />
      </summary>
      <pre className="mt-2 max-h-72 overflow-auto rounded-lg bg-zinc-100 p-4 text-left text-xs whitespace-pre-wrap text-zinc-800 dark:bg-zinc-900 dark:text-zinc-200">{text}</pre>
    </details>
  );
}

/** What the details panel shows: name and message, plus the stack in development builds. */
function technicalText(error: unknown, extra?: string): string | undefined {
  if (extra) return extra;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    return import.meta.env.DEV && error.stack ? error.stack : head;
  }
  return errorMessage(error);
}

type PageErrorKind = 'application' | 'connection' | 'unavailable';

const PAGE_COPY: Record<PageErrorKind, { title: string; text: string }> = {
  application: { title: 'Application Error', text: 'The application encountered an unexpected error. This has been logged for investigation.' },
  connection: {
    title: 'Connection Problem',
    text: "We couldn't reach our servers. Check your internet connection and try again — stories you opened recently are saved for offline reading.",
  },
  unavailable: { title: 'System Temporarily Unavailable', text: 'Our servers are busy or being updated. Please try again in a moment.' },
};

function pageErrorKind(error: unknown): PageErrorKind {
  if (isNetworkError(error)) return 'connection';
  // A route's error response, or a page an island fetched (islands/inPlacePage.tsx) that answered with a status.
  const status = isRouteErrorResponse(error) ? error.status : (error as { status?: unknown } | null)?.status;
  if (status === 503) return 'unavailable';
  return 'application';
}

/**
 * Page-level error (a route's ErrorBoundary): Try Again (re-runs the page's data loading, up to 3 times, then a full
 * reload), Go Home, technical details, error id and time. A list that failed to load also raises the spec's toast.
 */
export function AppErrorView({ details }: { details?: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return <PageErrorView error={error} details={details} retrying={revalidator.state === 'loading'} retry={() => void revalidator.revalidate()} />;
}

/**
 * The page-level error screen for `error`, for a route's ErrorBoundary (AppErrorView) and for an island that renders
 * its own pages (islands/inPlacePage.tsx), whose `retry` loads the page's data again.
 */
export function PageErrorView({ error, details, retry, retrying }: { error: unknown; details?: string; retry: () => void; retrying: boolean }) {
  const location = useLocation();
  const [meta, setMeta] = useState<{ errorId: string; at: Date | null }>({ errorId: '', at: null });
  const [attempts, setAttempts] = useState(0);
  const kind = pageErrorKind(error);
  const copy = PAGE_COPY[kind];

  // Id and time are made in the browser (a server-rendered time would not match the reader's clock or hydration).
  useEffect(() => {
    const errorId = newClientErrorId();
    const at = new Date();
    setMeta({ errorId, at });
    reportClientError({ errorId, level: 'page', error, occurredAt: at });
    if (kind === 'connection' && isListPath(location.pathname)) showListFetchFailed();
    // Only a new error is a new report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  const tryAgain = () => {
    if (attempts >= PAGE_RETRY_LIMIT) {
      window.location.reload();
      return;
    }
    setAttempts((a) => a + 1);
    retry();
  };

  return (
    <section data-testid="app-error" data-error-kind={kind} className={`${container} flex flex-col items-center py-20 text-center sm:py-28`}>
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-800">
        <AlertIcon className="h-7 w-7" />
      </span>
      <h1 className="mt-6 font-serif text-3xl font-semibold tracking-tight text-zinc-950 sm:text-4xl dark:text-white">{copy.title}</h1>
      <p className="mt-4 max-w-md text-base text-zinc-700 dark:text-zinc-300">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonPrimary} onClick={tryAgain} disabled={retrying} aria-describedby={attempts > 0 ? 'retry-status' : undefined}>
          <RefreshIcon className={`h-[1.125rem] w-[1.125rem] ${retrying ? 'motion-safe:animate-spin' : ''}`} />
          {retrying ? 'Retrying…' : 'Try Again'}
        </button>
        <Link to="/" reloadDocument className={buttonSecondary}>
          <HomeIcon className="h-[1.125rem] w-[1.125rem]" />
          Go Home
        </Link>
      </div>
      <p id="retry-status" role="status" data-testid="retry-status" className="mt-4 min-h-5 text-sm text-zinc-600 dark:text-zinc-400">
        {attempts > 0 ? `Retry attempt ${Math.min(attempts, PAGE_RETRY_LIMIT)}/${PAGE_RETRY_LIMIT}${attempts >= PAGE_RETRY_LIMIT ? ' — Try Again now reloads the page' : ''}` : ''}
      </p>
      <ErrorMeta errorId={meta.errorId} at={meta.at} className="mt-6" />
      <TechnicalDetails text={technicalText(error, details)} className="mt-6" />
    </section>
  );
}

/** Component-level fallback: "Component Error", the message (or the spec's default) and Retry. */
export function ComponentErrorView({
  error,
  errorId,
  onRetry,
  className = '',
  floating = false,
  title = 'Component Error',
  retryLabel = 'Retry',
}: {
  error: unknown;
  errorId: string;
  onRetry: () => void;
  className?: string;
  /** Heading (spec §8: "Component Error"; a card says "Article Loading Error"). */
  title?: string;
  retryLabel?: string;
  /** Shown in place of a floating control: the floating menu keeps clear of it. */
  floating?: boolean;
}) {
  useEffect(() => {
    if (floating) window.dispatchEvent(new Event(FLOATING_LAYOUT_EVENT));
  }, [floating]);
  return (
    <div
      role="alert"
      data-testid="component-error"
      data-floating-obstacle={floating ? '' : undefined}
      className={`flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-left text-red-950 shadow-sm dark:border-red-900 dark:bg-red-950 dark:text-red-50 ${className}`}
    >
      <AlertIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-700 dark:text-red-300" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{title}</p>
        <p data-testid="component-error-message" className="mt-1 text-sm break-words text-red-900 dark:text-red-100">
          {errorMessage(error) ?? DEFAULT_COMPONENT_ERROR_MESSAGE}
        </p>
        {errorId ? <p className="mt-1 font-mono text-xs text-red-800 dark:text-red-200">Error ID {errorId}</p> : null}
        <button
          type="button"
          onClick={onRetry}
          className={`mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-900 hover:bg-red-100 dark:border-red-800 dark:bg-red-900 dark:text-red-50 dark:hover:bg-red-800 ${focusRing}`}
        >
          <RefreshIcon className="h-4 w-4" />
          {retryLabel}
        </button>
      </div>
    </div>
  );
}

/** Critical level: the layout itself failed. Plain links and a full reload: the router may be what broke. */
export function CriticalErrorView({ error, errorId, at }: { error: unknown; errorId: string; at: Date }) {
  return (
    <div data-testid="critical-error" className="flex min-h-dvh flex-1 items-center justify-center bg-white px-4 py-16 dark:bg-zinc-950">
      <main className="flex w-full max-w-xl flex-col items-center text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-red-50 text-red-700 ring-1 ring-red-200 dark:bg-red-950 dark:text-red-300 dark:ring-red-900">
          <AlertIcon className="h-8 w-8" />
        </span>
        <h1 className="mt-6 font-serif text-3xl font-semibold tracking-tight text-zinc-950 sm:text-4xl dark:text-white">Critical Application Error</h1>
        <p className="mt-4 text-base text-zinc-700 dark:text-zinc-300">The application encountered a critical error and cannot continue.</p>
        <p className="mt-4 rounded-lg border border-zinc-200 bg-zinc-50 px-4 py-3 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300">
          This error has been automatically reported. Please refresh the page or contact support if the issue persists.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
            <RefreshIcon className="h-[1.125rem] w-[1.125rem]" />
            Reload Page
          </button>
          <a href="/" className={buttonSecondary}>
            <HomeIcon className="h-[1.125rem] w-[1.125rem]" />
            Go Home
          </a>
        </div>
        <ErrorMeta errorId={errorId} at={at} className="mt-8" />
        <TechnicalDetails text={technicalText(error)} className="mt-6" />
      </main>
    </div>
  );
}

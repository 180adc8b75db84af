/**
 * "Test this feed": fetches a source (or a typed address) through the pipeline's SSRF-safe fetcher and shows what an
 * ingest run would take from it (the feed's title; each item's title, link, date, image and the classifier's decision),
 * storing nothing. A private or loopback address is refused by the server with its reason, shown here as is.
 */
import { useEffect, useRef, useState } from 'react';
import type { AdminFeedSourceView, FeedTestResult } from '../../../../domain/adminFeeds.ts';
import { formatCount } from '../../../lib/format.ts';
import { buttonPrimary, buttonSecondary, focusRing, textLink } from '../../../lib/ui.ts';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../ui/Dialog.tsx';
import { testFeed } from './feedApi.ts';
import { DECISION_BADGE, DECISION_LABEL, formatDateTime, formatMs } from './feedLabels.ts';

export interface FeedTestDialogProps {
  /** A source to test, `{}` for a typed address, or null (closed). */
  target: { source?: AdminFeedSourceView } | null;
  onClose: () => void;
}

type State = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; result: FeedTestResult } | { kind: 'refused'; message: string };

export function FeedTestDialog({ target, onClose }: FeedTestDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      {target ? (
        <DialogContent
          title={target.source ? `Test ${target.source.name}` : 'Test a feed'}
          description="What the pipeline would take from this feed right now. Nothing is stored."
          className="sm:max-w-3xl"
          data-testid="feed-test-dialog"
        >
          <FeedTest key={target.source?.id ?? 'url'} source={target.source} />
          <DialogFooter>
            <DialogClose asChild>
              <button type="button" className={buttonSecondary}>
                Close
              </button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function FeedTest({ source }: { source: AdminFeedSourceView | undefined }) {
  const [url, setUrl] = useState(source?.url ?? '');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const started = useRef(false);

  const run = async (target: { id: string } | { url: string }) => {
    setState({ kind: 'running' });
    try {
      setState({ kind: 'done', result: await testFeed(target) });
    } catch (err) {
      setState({ kind: 'refused', message: err instanceof Error ? err.message : 'The test could not run.' });
    }
  };

  // A source's test starts at once; a typed address waits for the admin.
  useEffect(() => {
    if (source && !started.current) {
      started.current = true;
      void run({ id: source.id });
    }
  }, [source]);

  return (
    <div className="flex flex-col gap-4">
      {source ? (
        <p className="font-mono text-xs break-all text-zinc-700 dark:text-zinc-300">{source.url}</p>
      ) : (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (url.trim() && state.kind !== 'running') void run({ url: url.trim() });
          }}
        >
          <div className="grow">
            <label htmlFor="feed-test-url" className="mb-1 block text-sm font-medium text-zinc-900 dark:text-zinc-100">
              Feed URL
            </label>
            <input
              id="feed-test-url"
              type="url"
              inputMode="url"
              required
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              placeholder="https://example.com/feed.xml"
              className={`block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 dark:border-zinc-600 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400 ${focusRing}`}
            />
          </div>
          <button type="submit" className={buttonPrimary} disabled={state.kind === 'running' || url.trim() === ''}>
            Test feed
          </button>
        </form>
      )}
      <div aria-live="polite" aria-busy={state.kind === 'running'}>
        {state.kind === 'running' ? <p className="text-sm text-zinc-700 dark:text-zinc-300">Fetching the feed…</p> : null}
        {state.kind === 'refused' ? (
          <p role="alert" data-testid="feed-test-error" className="rounded-md bg-red-50 px-3 py-2 text-sm break-words text-red-900 dark:bg-red-500/10 dark:text-red-200">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'done' ? <TestResult result={state.result} /> : null}
      </div>
    </div>
  );
}

function TestResult({ result }: { result: FeedTestResult }) {
  if (!result.ok) {
    return (
      <div role="alert" data-testid="feed-test-error" className="rounded-md bg-red-50 px-3 py-2 text-sm break-words text-red-900 dark:bg-red-500/10 dark:text-red-200">
        <p className="font-semibold">{result.stage === 'fetch' ? 'The feed could not be fetched.' : 'This is not a feed the pipeline can read.'}</p>
        <p>{result.message}</p>
      </div>
    );
  }
  const summary = (Object.entries(result.decisions) as [keyof typeof DECISION_LABEL, number][]).filter(([, n]) => n > 0);
  return (
    <div className="flex flex-col gap-3" data-testid="feed-test-result">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div className="col-span-2">
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">Feed title</dt>
          <dd className="font-semibold break-words text-zinc-950 dark:text-white">{result.feed.title ?? '(no title)'}</dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">Format</dt>
          <dd className="text-zinc-900 uppercase dark:text-zinc-100">{result.feed.format}</dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">Response time</dt>
          <dd className="text-zinc-900 tabular-nums dark:text-zinc-100">{formatMs(result.responseTimeMs)}</dd>
        </div>
      </dl>
      <p className="text-sm text-zinc-800 dark:text-zinc-200">
        {formatCount(result.itemCount)} {result.itemCount === 1 ? 'item' : 'items'}
        {summary.length > 0 ? `: ${summary.map(([d, n]) => `${n} ${DECISION_LABEL[d].toLowerCase()}`).join(', ')}` : ''}
        {result.itemCount > result.items.length ? ` (the first ${result.items.length} are shown)` : ''}.
      </p>
      {result.items.length > 0 ? (
        <ol className="flex flex-col divide-y divide-zinc-200 rounded-md border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {result.items.map((item, i) => (
            <li key={`${i}-${item.link ?? item.title}`} className="flex flex-col gap-1 px-3 py-2 text-sm" data-testid="feed-test-item">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <span className="min-w-0 font-medium break-words text-zinc-950 dark:text-white">
                  {item.link ? (
                    <a href={item.link} target="_blank" rel="noopener noreferrer nofollow" className={textLink}>
                      {item.title || '(no title)'}
                    </a>
                  ) : (
                    item.title || '(no title)'
                  )}
                </span>
                <span className={DECISION_BADGE[item.decision]}>{DECISION_LABEL[item.decision]}</span>
              </div>
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                {item.publishedAt ? formatDateTime(item.publishedAt) : 'No date'}
                {item.category ? ` · ${item.category}` : ''}
                {item.relevanceScore !== null ? ` · relevance ${item.relevanceScore}` : ''}
                {item.skipReason ? ` · ${item.skipReason}` : ''}
                {' · '}
                {item.image ? (
                  <a href={item.image} target="_blank" rel="noopener noreferrer nofollow" className={textLink}>
                    image
                  </a>
                ) : (
                  'no image'
                )}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

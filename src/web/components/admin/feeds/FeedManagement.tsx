/**
 * RSS Feed Management (admin-content §2 "RSS Feed Management", §3, §4; issue 11 item 6): one card per source with its
 * health and output, Add Feed, Edit, Pause/Resume, Test, Delete (confirmed), Import OPML (the file is read here and
 * sent as text) and Export OPML (a download). The list is read from /api/admin/feeds in the browser and read again
 * after every change. Process All Feeds queues the fetch job for a worker (RunJobButton).
 */
import { RunJobButton } from '../RunJobButton.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminFeedSourceView, FeedImportResult } from '../../../../domain/adminFeeds.ts';
import { OPML_IMPORT_MAX_BYTES } from '../../../../domain/adminFeeds.ts';
import { pluralise } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { buttonPrimary, buttonSecondary } from '../../../lib/ui.ts';
import { EmptyState } from '../../EmptyState.tsx';
import { ConfirmDeleteDialog } from '../articles/ConfirmDeleteDialog.tsx';
import { deleteFeed, FEEDS_EXPORT_URL, importOpml, listFeeds, pauseFeed, resumeFeed } from './feedApi.ts';
import { FeedCard } from './FeedCard.tsx';
import { FeedFormDialog, type FeedFormDialogProps } from './FeedFormDialog.tsx';
import { DELETE_FEED_MESSAGE } from './feedLabels.ts';
import { FeedTestDialog, type FeedTestDialogProps } from './FeedTestDialog.tsx';

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; sources: AdminFeedSourceView[] };

const messageOf = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

export function FeedManagement() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [form, setForm] = useState<FeedFormDialogProps['target']>(null);
  const [testing, setTesting] = useState<FeedTestDialogProps['target']>(null);
  const [deleting, setDeleting] = useState<AdminFeedSourceView | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<(FeedImportResult & { file: string }) | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const reload = useCallback(async () => {
    try {
      const sources = await listFeeds();
      setLoad({ kind: 'ready', sources });
    } catch (err) {
      setLoad((l) => (l.kind === 'ready' ? l : { kind: 'error', message: messageOf(err, 'Could not load the feeds.') }));
      toast({ title: 'Could not load the feeds', description: messageOf(err, 'Please try again.'), variant: 'destructive', key: 'feeds-load' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const toggle = async (s: AdminFeedSourceView) => {
    setBusyIds((b) => new Set([...b, s.id]));
    const pausing = s.state === 'active';
    try {
      await (pausing ? pauseFeed(s.id) : resumeFeed(s.id));
      toast({ title: pausing ? 'Feed Paused' : 'Feed Resumed', description: s.name, variant: 'success' });
      await reload();
    } catch (err) {
      toast({ title: pausing ? 'Pause Failed' : 'Resume Failed', description: messageOf(err, 'Could not change the feed.'), variant: 'destructive' });
    } finally {
      setBusyIds((b) => new Set([...b].filter((id) => id !== s.id)));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteFeed(deleting.id);
      toast({ title: 'Feed Deleted', description: deleting.name, variant: 'success' });
      setDeleting(null);
      heading.current?.focus();
      await reload();
    } catch (err) {
      toast({ title: 'Delete Failed', description: messageOf(err, 'Could not delete the feed.'), variant: 'destructive' });
    } finally {
      setDeleteBusy(false);
    }
  };

  const onFile = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > OPML_IMPORT_MAX_BYTES) {
      toast({ title: 'Import Failed', description: `${file.name} is larger than ${OPML_IMPORT_MAX_BYTES / 1024} KB.`, variant: 'destructive' });
      return;
    }
    setImporting(true);
    try {
      const result = await importOpml(await file.text());
      setImported({ ...result, file: file.name });
      toast({
        title: 'OPML Imported',
        description: `${pluralise(result.added, 'feed')} added, ${result.skipped} skipped (already known)${result.invalid.length ? `, ${result.invalid.length} invalid` : ''}.`,
        variant: result.added > 0 || result.invalid.length === 0 ? 'success' : 'destructive',
      });
      await reload();
    } catch (err) {
      toast({ title: 'Import Failed', description: messageOf(err, 'Could not import the file.'), variant: 'destructive' });
    } finally {
      setImporting(false);
    }
  };

  const sources = load.kind === 'ready' ? load.sources : [];
  const failing = sources.filter((s) => s.health === 'failing').length;
  const active = sources.filter((s) => s.state === 'active').length;

  return (
    <div className="mx-auto flex w-full max-w-[100rem] flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-zinc-950 focus:outline-none dark:text-white">
            RSS Feed Management
          </h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="feed-summary">
            {load.kind === 'ready' ? `${pluralise(sources.length, 'source')}: ${active} active, ${failing} failing.` : 'The sources the pipeline reads, with their health.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RunJobButton job="fetch-feeds" />
          <button type="button" className={buttonSecondary} onClick={() => setTesting({})}>
            Test a URL
          </button>
          <input ref={fileInput} type="file" accept=".opml,.xml,text/x-opml,application/xml,text/xml" className="hidden" onChange={onFile} data-testid="opml-file" aria-label="OPML file to import" tabIndex={-1} />
          <button type="button" className={buttonSecondary} onClick={() => fileInput.current?.click()} disabled={importing} aria-busy={importing || undefined}>
            {importing ? 'Importing…' : 'Import OPML'}
          </button>
          <a href={FEEDS_EXPORT_URL} download className={buttonSecondary} data-testid="export-opml">
            Export OPML
          </a>
          <button type="button" className={buttonPrimary} onClick={() => setForm({ mode: 'add' })}>
            Add Feed
          </button>
        </div>
      </div>

      {imported ? (
        <section aria-label="Import result" data-testid="import-result" className="rounded-lg border border-zinc-200 bg-white p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="text-zinc-900 dark:text-zinc-100">
              <span className="font-semibold">{imported.file}:</span> {imported.added} added, {imported.skipped} skipped (already known), {imported.invalid.length} invalid.
            </p>
            <button type="button" className="text-xs font-semibold text-zinc-700 underline underline-offset-4 dark:text-zinc-300" onClick={() => setImported(null)}>
              Dismiss
            </button>
          </div>
          {imported.invalid.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-red-900 dark:text-red-200">
              {imported.invalid.map((i, n) => (
                <li key={`${n}-${i.title}`}>
                  <span className="font-medium">{i.title}</span>: {i.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="feed-list-heading">
        <h2 id="feed-list-heading" className="sr-only">
          Feed sources
        </h2>
        {load.kind === 'loading' ? (
          <p className="rounded-lg border border-zinc-200 bg-white p-4 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300" aria-live="polite">
            Loading feeds…
          </p>
        ) : load.kind === 'error' ? (
          <EmptyState
            title="The feeds could not be loaded"
            message={load.message}
            action={
              <button type="button" className={buttonSecondary} onClick={() => void reload()}>
                Try again
              </button>
            }
          />
        ) : sources.length === 0 ? (
          <EmptyState
            title="No feeds yet"
            message="Add a feed or import an OPML file to start."
            action={
              <button type="button" className={buttonPrimary} onClick={() => setForm({ mode: 'add' })}>
                Add Feed
              </button>
            }
          />
        ) : (
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:grid-cols-3" data-testid="feed-grid">
            {sources.map((s) => (
              <FeedCard key={s.id} source={s} busy={busyIds.has(s.id)} onEdit={(x) => setForm({ mode: 'edit', source: x })} onToggle={toggle} onTest={(x) => setTesting({ source: x })} onDelete={setDeleting} />
            ))}
          </div>
        )}
      </section>

      <FeedFormDialog
        target={form}
        onClose={() => setForm(null)}
        onSaved={(source, mode) => {
          setForm(null);
          toast({ title: mode === 'add' ? 'Feed Added' : 'Feed Updated', description: source.name, variant: 'success' });
          void reload();
        }}
      />
      <FeedTestDialog target={testing} onClose={() => setTesting(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete feed?'}
        message={DELETE_FEED_MESSAGE}
        confirmLabel="Delete Feed"
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

/**
 * "Import from URL" at the top of the article form (admin-content §2 "Article form", §5, §8; issue 11 item 3): the
 * server fetches the page through the SSRF-safe fetcher and answers a draft (server/routes/adminImportApi.ts); the form
 * decides which fields it fills (all on create, only empty ones on edit) and this box says what was filled, what was
 * kept, and whether the URL is already stored (with a link to that article). The URL is checked with the form's own
 * rule before sending; errors (a private address, a failed fetch, a page too large) stay here, in the box.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { articleFormFields, type ArticleImportDraft } from '../../../../domain/adminArticles.ts';
import { formatDate } from '../../../lib/format.ts';
import { buttonSecondary, focusRing, textLink } from '../../../lib/ui.ts';
import { AdminRequestError, adminRequest } from '../adminRequest.ts';
import { ARTICLES_API } from './articleApi.ts';
import { editArticlePath } from './articleLabels.ts';

/** The draft the server extracted (POST /api/admin/articles/import-url). */
export type ImportedDraft = ArticleImportDraft;

export interface ImportAnswer {
  draft: ImportedDraft;
  existing_id: string | null;
  url_known: boolean;
}

export const IMPORT_API = `${ARTICLES_API}/import-url`;
export const importFromUrl = (url: string) => adminRequest<ImportAnswer>('POST', IMPORT_API, { url });

/** What the form did with a draft: the labels of the fields it filled and of those it kept. */
export interface AppliedDraft {
  filled: string[];
  kept: string[];
}

export interface ImportFromUrlProps {
  /** Fills the form from the draft; answers which fields it filled and which it left as they were. */
  onImport: (draft: ImportedDraft) => AppliedDraft;
  /** Edit mode: only empty fields are filled. */
  editing?: boolean;
  /** The article being edited (an existing_id equal to it is not "another article"). */
  currentId?: string;
}

const inputClass = `block w-full min-w-0 flex-1 rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 dark:border-zinc-600 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400 ${focusRing}`;

type Outcome = { kind: 'done'; applied: AppliedDraft; draft: ImportedDraft; existingId: string | null; urlKnown: boolean } | { kind: 'error'; message: string } | null;

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export function ImportFromUrl({ onImport, editing = false, currentId }: ImportFromUrlProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    // Its own form, outside the article form: Enter here imports, never saves the article.
    e.preventDefault();
    if (busy) return;
    const checked = articleFormFields.source_url.safeParse(url);
    if (!url.trim() || !checked.success) {
      setInvalid(url.trim() ? (checked.error?.issues[0]?.message ?? 'Please enter a valid URL') : 'Please enter a valid URL');
      return;
    }
    setInvalid(null);
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await importFromUrl(checked.data);
      const applied = onImport(answer.draft);
      setOutcome({ kind: 'done', applied, draft: answer.draft, existingId: answer.existing_id, urlKnown: answer.url_known });
    } catch (err) {
      const message = err instanceof AdminRequestError ? err.message : `Network error: ${err instanceof Error ? err.message : 'please try again'}`;
      setOutcome({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  };

  const other = outcome?.kind === 'done' && outcome.existingId && outcome.existingId !== currentId ? outcome.existingId : null;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-dashed border-zinc-300 bg-zinc-50 p-4 sm:p-5 dark:border-zinc-700 dark:bg-zinc-900/60" data-testid="import-from-url">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-zinc-950 dark:text-white">
        Import from URL
      </h2>
      <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
        {editing ? 'Fetches the page and fills only the fields that are empty.' : 'Fetches the page and fills in the title, summary, content, image, author, date and source. Check everything before saving.'}
      </p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2 sm:flex-row" aria-busy={busy || undefined}>
        <label htmlFor={`${id}-url`} className="sr-only">
          Page URL to import
        </label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://…"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-invalid` : undefined}
          className={`${inputClass} ${invalid ? 'border-red-600 dark:border-red-400' : ''}`}
          data-testid="import-url"
        />
        <button type="submit" className={`${buttonSecondary} shrink-0 disabled:cursor-not-allowed disabled:opacity-70`} disabled={busy} data-testid="import-button">
          {busy ? 'Importing…' : 'Import'}
        </button>
      </form>
      {invalid ? (
        <p id={`${id}-invalid`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {invalid}
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="text-sm">
        {busy ? <p className="mt-2 text-zinc-700 dark:text-zinc-300">Fetching the page…</p> : null}
        {outcome?.kind === 'done' ? (
          <div className="mt-2 space-y-1 text-zinc-800 dark:text-zinc-200" data-testid="import-result">
            <p className="font-medium">
              {outcome.applied.filled.length > 0 ? `Article metadata fetched successfully! Filled ${list(outcome.applied.filled)}.` : 'Article metadata fetched, but it had nothing for the empty fields.'}
            </p>
            {outcome.applied.kept.length > 0 ? <p className="text-zinc-600 dark:text-zinc-400">Kept your {list(outcome.applied.kept)}.</p> : null}
            {outcome.draft.author || outcome.draft.published_at ? (
              <p className="text-zinc-600 dark:text-zinc-400">
                {outcome.draft.author ? `By ${outcome.draft.author}` : ''}
                {outcome.draft.author && outcome.draft.published_at ? ' · ' : ''}
                {outcome.draft.published_at ? `published ${formatDate(outcome.draft.published_at)}` : ''}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {other ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="import-existing">
          An article with this URL already exists.{' '}
          <Link to={editArticlePath(other)} className={textLink}>
            Edit that article
          </Link>
        </p>
      ) : outcome?.kind === 'done' && outcome.urlKnown && !outcome.existingId ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="import-existing">
          This URL belonged to an article that was deleted or purged; saving it again will be refused.
        </p>
      ) : null}
      {outcome?.kind === 'error' ? (
        <p role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100" data-testid="import-error">
          {outcome.message}
        </p>
      ) : null}
    </section>
  );
}

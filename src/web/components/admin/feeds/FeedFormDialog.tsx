/**
 * Add Feed and Edit Feed (admin-content §3 "RSS feed source"): name, feed URL, site URL, region, priority, content
 * types, the media hint and (when adding) whether it starts active. The fields are checked with the server's own rules
 * (domain/feedSourceInput.ts) before sending; the server's 400 details land on the same fields and a 409 on the URL.
 * Editing sends only what changed.
 */
import { useState } from 'react';
import type { AdminFeedSourceView } from '../../../../domain/adminFeeds.ts';
import { FEED_CONTENT_TYPES, FEED_REGIONS, feedSourceInputSchema, feedSourceUpdateSchema } from '../../../../domain/feedSourceInput.ts';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../lib/ui.ts';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../ui/Dialog.tsx';
import { saveFeed } from './feedApi.ts';
import { REGION_LABEL } from './feedLabels.ts';

const FIELDS = ['name', 'url', 'siteUrl', 'region', 'priority', 'contentTypes', 'supportsMedia', 'isActive'] as const;
type Field = (typeof FIELDS)[number];

export interface FeedFormValues {
  name: string;
  url: string;
  siteUrl: string;
  region: string;
  priority: number;
  contentTypes: string[];
  supportsMedia: boolean;
  isActive: boolean;
}

export const EMPTY_FEED: FeedFormValues = { name: '', url: '', siteUrl: '', region: 'global', priority: 3, contentTypes: ['article'], supportsMedia: false, isActive: true };

export function feedFormValues(s: AdminFeedSourceView): FeedFormValues {
  return { name: s.name, url: s.url, siteUrl: s.siteUrl ?? '', region: s.region, priority: s.priority, contentTypes: [...s.contentTypes], supportsMedia: s.supportsMedia, isActive: s.state === 'active' };
}

/** The fields that differ from the stored source (text compared without surrounding spaces, as the server stores it). */
export function changedFeedFields(initial: FeedFormValues, values: FeedFormValues): Partial<FeedFormValues> {
  const out: Partial<FeedFormValues> = {};
  for (const k of FIELDS) {
    const a = initial[k];
    const b = values[k];
    const same = typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : JSON.stringify(a) === JSON.stringify(b);
    if (!same) (out as Record<string, unknown>)[k] = b;
  }
  return out;
}

type Errors = Partial<Record<Field | 'form', string>>;

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const i of issues) {
    const key = i.path[0];
    const field = typeof key === 'string' && (FIELDS as readonly string[]).includes(key) ? (key as Field) : 'form';
    if (!(field in out)) out[field] = i.message;
  }
  return out;
}

const inputClass = `block w-full rounded-md border bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400 ${focusRing}`;
const border = (bad: boolean) => (bad ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-600');
const labelClass = 'mb-1 block text-sm font-medium text-zinc-900 dark:text-zinc-100';
const checkClass = `h-4 w-4 rounded border-zinc-400 accent-brand-700 dark:border-zinc-500 dark:accent-brand-400 ${focusRing}`;

export interface FeedFormDialogProps {
  /** Adding, editing a source, or closed. */
  target: { mode: 'add' } | { mode: 'edit'; source: AdminFeedSourceView } | null;
  onClose: () => void;
  onSaved: (source: AdminFeedSourceView, mode: 'add' | 'edit') => void;
}

export function FeedFormDialog({ target, onClose, onSaved }: FeedFormDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      {target ? (
        <DialogContent title={target.mode === 'add' ? 'Add Feed' : `Edit ${target.source.name}`} description={target.mode === 'add' ? 'A new RSS, Atom or JSON feed for the pipeline to read.' : undefined} data-testid="feed-form-dialog">
          <FeedForm key={target.mode === 'edit' ? target.source.id : 'add'} target={target} onClose={onClose} onSaved={onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function FeedForm({ target, onClose, onSaved }: { target: NonNullable<FeedFormDialogProps['target']>; onClose: () => void; onSaved: FeedFormDialogProps['onSaved'] }) {
  const [initial] = useState<FeedFormValues>(() => (target.mode === 'edit' ? feedFormValues(target.source) : EMPTY_FEED));
  const [values, setValues] = useState<FeedFormValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const adding = target.mode === 'add';
  const set = <K extends Field>(k: K, v: FeedFormValues[K]) => {
    setValues((x) => ({ ...x, [k]: v }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const focusFirst = (errs: Errors, form: HTMLFormElement) => {
    const first = FIELDS.find((f) => errs[f]);
    if (first) form.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  };

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (saving) return;
    const form = e.currentTarget;
    const body: Record<string, unknown> = adding ? { ...values } : { ...changedFeedFields(initial, values) };
    if (!adding && Object.keys(body).length === 0) {
      setErrors({ form: 'Nothing has changed yet.' });
      return;
    }
    const parsed = (adding ? feedSourceInputSchema : feedSourceUpdateSchema).safeParse(body);
    if (!parsed.success) {
      const errs = errorsOf(parsed.error.issues);
      setErrors(errs);
      focusFirst(errs, form);
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const result = await saveFeed(target.mode === 'add' ? { mode: 'add' } : { mode: 'edit', id: target.source.id }, body);
      if (result.ok) {
        onSaved(result.source, target.mode);
        return;
      }
      const errs: Errors = { ...(result.fieldErrors as Errors) };
      if (result.status === 409) errs.url = 'A feed with this URL already exists.';
      if (!FIELDS.some((f) => errs[f])) errs.form = result.message;
      setErrors(errs);
      focusFirst(errs, form);
    } finally {
      setSaving(false);
    }
  };

  const describedBy = (f: Field) => (errors[f] ? `feed-${f}-error` : undefined);
  const errorLine = (f: Field) =>
    errors[f] ? (
      <p id={`feed-${f}-error`} className="mt-1 text-xs text-red-700 dark:text-red-300">
        {errors[f]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={adding ? 'Add feed' : 'Edit feed'}>
      <div>
        <label htmlFor="feed-name" className={labelClass}>
          Name
        </label>
        <input id="feed-name" data-field="name" className={`${inputClass} ${border(!!errors.name)}`} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} aria-invalid={!!errors.name || undefined} aria-describedby={describedBy('name')} autoComplete="off" required />
        {errorLine('name')}
      </div>
      <div>
        <label htmlFor="feed-url" className={labelClass}>
          Feed URL
        </label>
        <input id="feed-url" data-field="url" type="url" inputMode="url" className={`${inputClass} ${border(!!errors.url)}`} value={values.url} onChange={(e) => set('url', e.currentTarget.value)} placeholder="https://example.com/feed.xml" aria-invalid={!!errors.url || undefined} aria-describedby={describedBy('url')} autoComplete="off" required />
        {errorLine('url')}
      </div>
      <div>
        <label htmlFor="feed-siteUrl" className={labelClass}>
          Site URL <span className="font-normal text-zinc-600 dark:text-zinc-400">(optional)</span>
        </label>
        <input id="feed-siteUrl" data-field="siteUrl" type="url" inputMode="url" className={`${inputClass} ${border(!!errors.siteUrl)}`} value={values.siteUrl} onChange={(e) => set('siteUrl', e.currentTarget.value)} placeholder="https://example.com/" aria-invalid={!!errors.siteUrl || undefined} aria-describedby={describedBy('siteUrl')} autoComplete="off" />
        {errorLine('siteUrl')}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="feed-region" className={labelClass}>
            Region
          </label>
          <select id="feed-region" data-field="region" className={`${inputClass} ${border(!!errors.region)}`} value={values.region} onChange={(e) => set('region', e.currentTarget.value)} aria-describedby={describedBy('region')}>
            {FEED_REGIONS.map((r) => (
              <option key={r} value={r}>
                {REGION_LABEL[r] ?? r}
              </option>
            ))}
          </select>
          {errorLine('region')}
        </div>
        <div>
          <label htmlFor="feed-priority" className={labelClass}>
            Priority
          </label>
          <select id="feed-priority" data-field="priority" className={`${inputClass} ${border(!!errors.priority)}`} value={values.priority} onChange={(e) => set('priority', Number(e.currentTarget.value))} aria-describedby={describedBy('priority')}>
            {[1, 2, 3, 4, 5].map((p) => (
              <option key={p} value={p}>
                {p === 1 ? '1 (highest)' : p === 5 ? '5 (lowest)' : p}
              </option>
            ))}
          </select>
          {errorLine('priority')}
        </div>
      </div>
      <fieldset aria-describedby={describedBy('contentTypes')}>
        <legend className={labelClass}>Content types</legend>
        <div className="flex flex-wrap gap-4">
          {FEED_CONTENT_TYPES.map((type, i) => (
            <label key={type} className="inline-flex items-center gap-2 text-sm text-zinc-900 capitalize dark:text-zinc-100">
              <input
                type="checkbox"
                className={checkClass}
                {...(i === 0 ? { 'data-field': 'contentTypes' } : {})}
                checked={values.contentTypes.includes(type)}
                onChange={(e) => set('contentTypes', e.currentTarget.checked ? [...values.contentTypes, type] : values.contentTypes.filter((t) => t !== type))}
              />
              {type}
            </label>
          ))}
        </div>
        {errorLine('contentTypes')}
      </fieldset>
      <label className="inline-flex items-center gap-2 text-sm text-zinc-900 dark:text-zinc-100">
        <input type="checkbox" data-field="supportsMedia" className={checkClass} checked={values.supportsMedia} onChange={(e) => set('supportsMedia', e.currentTarget.checked)} />
        Items carry images or media
      </label>
      {adding ? (
        <label className="inline-flex items-center gap-2 text-sm text-zinc-900 dark:text-zinc-100">
          <input type="checkbox" data-field="isActive" className={checkClass} checked={values.isActive} onChange={(e) => set('isActive', e.currentTarget.checked)} />
          Fetch it from the next run (unchecked: added paused)
        </label>
      ) : null}
      {errors.form ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 dark:bg-red-500/10 dark:text-red-200">
          {errors.form}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <button type="button" className={buttonSecondary} disabled={saving} onClick={onClose}>
            Cancel
          </button>
        </DialogClose>
        <button type="submit" className={buttonPrimary} disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving…' : adding ? 'Add Feed' : 'Save Changes'}
        </button>
      </DialogFooter>
    </form>
  );
}

/**
 * The article form (admin-content §2 "Article form", §4, §5, §8), shared by Create New Article and Edit Article.
 * It checks each field with the server's own zod rules before sending, so the spec's messages appear next to the
 * field (aria-invalid, aria-describedby) and nothing is sent while one is wrong; the server's 400 details land on the
 * same fields and a 409 (the URL is already stored) shows above the buttons. Editing sends only what changed.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  articleCreateSchema,
  articleFormFields,
  articlePatchSchema,
  SETTABLE_STATUSES,
  SUMMARY_MAX_LENGTH,
  type AdminArticleDetailView,
  type SettableStatus,
} from '../../../../domain/adminArticles.ts';
import { CATEGORIES, CATEGORY_SLUGS } from '../../../../domain/categories.ts';
import { fromDateTimeInputValue, toDateTimeInputValue } from '../../../lib/dateTimeInput.ts';
import { toast } from '../../../lib/toast.ts';
import { buttonPrimary, buttonSecondary, focusRing, textLink } from '../../../lib/ui.ts';
import { ChevronLeftIcon } from '../../icons.tsx';
import { ARTICLES_API, articleApiPath, saveArticle } from './articleApi.ts';
import { ARTICLES_PATH, categoryName, SETTABLE_STATUS_LABELS } from './articleLabels.ts';
import { checkboxClass } from './ArticleTable.tsx';
import { ImportFromUrl, type AppliedDraft, type ImportedDraft } from './ImportFromUrl.tsx';

export const ARTICLE_FORM_FIELDS = ['title', 'source_name', 'source_url', 'author', 'published_at', 'summary', 'content', 'category', 'status', 'image_url', 'featured'] as const;
type FieldName = (typeof ARTICLE_FORM_FIELDS)[number];
type TextField = Exclude<FieldName, 'featured'>;

export interface ArticleFormValues {
  title: string;
  source_name: string;
  source_url: string;
  author: string;
  /** As the datetime-local input holds it (local time); '' for unknown. */
  published_at: string;
  summary: string;
  content: string;
  category: string;
  status: string;
  image_url: string;
  featured: boolean;
}

/** §4, §5: a new article is in General and published unless the editor says otherwise. */
export const EMPTY_ARTICLE: ArticleFormValues = { title: '', source_name: '', source_url: '', author: '', published_at: '', summary: '', content: '', category: 'general', status: 'published', image_url: '', featured: false };

export function formValuesOf(a: AdminArticleDetailView): ArticleFormValues {
  return {
    title: a.title,
    source_name: a.sourceName,
    source_url: a.sourceUrl,
    author: a.author ?? '',
    published_at: toDateTimeInputValue(a.originalPublishedAt),
    summary: a.summary ?? '',
    content: a.content ?? '',
    category: a.category,
    status: a.status,
    image_url: a.imageUrl ?? '',
    featured: a.isFeatured,
  };
}

type Errors = Partial<Record<FieldName, string>>;

/** The form fields a URL import fills, with the words the import box uses for them. */
const IMPORTED_FIELDS: readonly (readonly [keyof ImportedDraft & TextField, string])[] = [
  ['title', 'title'],
  ['summary', 'summary'],
  ['content', 'content'],
  ['image_url', 'image URL'],
  ['author', 'author'],
  ['source_name', 'source name'],
  ['source_url', 'source URL'],
];

/** The first message per field of a zod error. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (ARTICLE_FORM_FIELDS as readonly string[]).includes(key) && !(key in out)) out[key as FieldName] = issue.message;
  }
  return out;
}

/** The body to send: empty image URL means none; the publication time goes as an ISO moment. */
function bodyOf(values: Partial<ArticleFormValues>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  if ('image_url' in body) body.image_url = values.image_url?.trim() ? values.image_url : null;
  if ('published_at' in body) body.published_at = fromDateTimeInputValue(values.published_at ?? '') || null;
  return body;
}

/** The fields that differ from the stored article (text compared without surrounding spaces, as the server stores it). */
export function changedFields(initial: ArticleFormValues, values: ArticleFormValues): Partial<ArticleFormValues> {
  const out: Partial<ArticleFormValues> = {};
  for (const k of ARTICLE_FORM_FIELDS) {
    const a = initial[k];
    const b = values[k];
    const same = typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : a === b;
    if (!same) (out as Record<string, unknown>)[k] = b;
  }
  return out;
}

const inputClass = `block w-full rounded-md border bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400 ${focusRing}`;
const okBorder = 'border-zinc-300 dark:border-zinc-600';
const badBorder = 'border-red-600 dark:border-red-400';

export interface ArticleFormProps {
  mode: 'create' | 'edit';
  /** The stored article when editing. */
  article?: AdminArticleDetailView;
}

export function ArticleForm({ mode, article }: ArticleFormProps) {
  const navigate = useNavigate();
  const initial = useRef<ArticleFormValues>(article ? formValuesOf(article) : EMPTY_ARTICLE).current;
  const [values, setValues] = useState<ArticleFormValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const creating = mode === 'create';

  const focusFirstError = (errs: Errors) => {
    const first = ARTICLE_FORM_FIELDS.find((f) => errs[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#article-${first}`)?.focus();
  };

  const set = <K extends FieldName>(name: K, value: ArticleFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    // Once a field was flagged, it is checked again as it is corrected.
    if (errors[name]) {
      const check = articleFormFields[name].safeParse(name === 'published_at' ? fromDateTimeInputValue(String(value)) : value);
      setErrors((e) => ({ ...e, [name]: check.success ? undefined : check.error.issues[0]?.message }));
    }
  };

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (saving) return;
    setFormError(null);
    let body: Record<string, unknown>;
    if (creating) {
      const parsed = articleCreateSchema.safeParse(bodyOf(values));
      if (!parsed.success) {
        const errs = errorsOf(parsed.error.issues);
        setErrors(errs);
        focusFirstError(errs);
        return;
      }
      body = bodyOf(values);
    } else {
      const changed = changedFields(initial, values);
      if (Object.keys(changed).length === 0) {
        setErrors({});
        setFormError('Nothing has changed yet.');
        return;
      }
      const parsed = articlePatchSchema.safeParse(bodyOf(changed));
      if (!parsed.success) {
        const errs = errorsOf(parsed.error.issues);
        setErrors(errs);
        focusFirstError(errs);
        return;
      }
      body = bodyOf(changed);
    }
    setErrors({});
    setSaving(true);
    const result = creating ? await saveArticle('POST', ARTICLES_API, body) : await saveArticle('PATCH', articleApiPath(article!.id), body);
    setSaving(false);
    if (result.ok) {
      toast({ title: creating ? 'Article created successfully' : 'Article updated successfully', description: result.article.title, variant: 'success' });
      navigate(ARTICLES_PATH);
      return;
    }
    const fieldErrors = errorsOf(Object.entries(result.fieldErrors).map(([field, message]) => ({ path: [field], message })));
    if (result.status === 400 && Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      return;
    }
    const message = result.status === 409 ? result.message : `Failed to ${creating ? 'create' : 'update'} article: ${result.message}`;
    setFormError(message);
    if (result.status !== 409) toast({ title: creating ? 'Failed to create article' : 'Failed to update article', description: result.message, variant: 'destructive' });
  };

  /** URL import: every field the page had on create; on edit only the empty ones (an editor's text is never replaced). */
  const applyDraft = (draft: ImportedDraft): AppliedDraft => {
    const filled: string[] = [];
    const kept: string[] = [];
    const next: Partial<ArticleFormValues> = {};
    for (const [key, label] of IMPORTED_FIELDS) {
      const value = (draft[key] ?? '').trim();
      if (!value) continue;
      const current = values[key].trim();
      if (creating || current === '') {
        next[key] = value;
        filled.push(label);
      } else if (current !== value) kept.push(label);
    }
    // The page's publication time, shown in the editor's local time like the field.
    const published = toDateTimeInputValue(draft.published_at);
    if (published) {
      if (creating || values.published_at === '') {
        next.published_at = published;
        filled.push('publication date');
      } else if (values.published_at !== published) kept.push('publication date');
    }
    setValues((v) => ({ ...v, ...next }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in next))) as Errors);
    return { filled, kept };
  };

  const aria = (name: TextField, extra?: string) => {
    const describedBy = [errors[name] ? `article-${name}-error` : null, extra].filter(Boolean).join(' ');
    return {
      id: `article-${name}`,
      name,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy || undefined,
      className: `${inputClass} ${errors[name] ? badBorder : okBorder}`,
    };
  };
  const text = (name: TextField) => ({ value: values[name], onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(name, e.currentTarget.value) });
  const summaryLength = values.summary.length;
  // Keep a stored category or status the form does not offer (a legacy slug) selectable, so opening the form changes nothing.
  const categoryOptions = CATEGORY_SLUGS.includes(values.category as never) ? CATEGORY_SLUGS : [...CATEGORY_SLUGS, values.category];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div>
        <Link to={ARTICLES_PATH} className={`${textLink} inline-flex items-center gap-1 text-sm`}>
          <ChevronLeftIcon className="h-4 w-4" /> Back to articles
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-zinc-950 dark:text-white">{creating ? 'Create New Article' : 'Edit Article'}</h1>
        {!creating && article ? <p className="mt-1 line-clamp-2 text-sm text-zinc-600 dark:text-zinc-400">{article.title}</p> : null}
      </div>

      <ImportFromUrl onImport={applyDraft} editing={!creating} {...(article ? { currentId: article.id } : {})} />

      <form ref={formRef} noValidate onSubmit={onSubmit} data-testid="article-form" className="flex flex-col gap-5 rounded-lg border border-zinc-200 bg-white p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
        <p aria-hidden="true" className="text-sm text-zinc-600 dark:text-zinc-400">
          Fields marked * are required.
        </p>
        <Field name="title" label="Title" required error={errors.title}>
          <input type="text" autoComplete="off" aria-required="true" {...aria('title')} {...text('title')} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="source_name" label="Source name" required error={errors.source_name}>
            <input type="text" autoComplete="off" aria-required="true" {...aria('source_name')} {...text('source_name')} />
          </Field>
          <Field name="source_url" label="Source URL" required error={errors.source_url}>
            <input type="url" inputMode="url" autoComplete="off" placeholder="https://" aria-required="true" {...aria('source_url')} {...text('source_url')} />
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="author" label="Author" error={errors.author}>
            <input type="text" autoComplete="off" {...aria('author')} {...text('author')} />
          </Field>
          <Field name="published_at" label="Published at" error={errors.published_at} hint={<span id="article-published_at-hint">Your local time. Empty on a new article: now.</span>}>
            <input type="datetime-local" {...aria('published_at', 'article-published_at-hint')} {...text('published_at')} />
          </Field>
        </div>
        <Field
          name="summary"
          label="Summary"
          error={errors.summary}
          hint={
            <span id="article-summary-count" className={summaryLength > SUMMARY_MAX_LENGTH ? 'font-semibold text-red-700 dark:text-red-400' : undefined}>
              {summaryLength}/{SUMMARY_MAX_LENGTH} characters
            </span>
          }
        >
          <textarea rows={3} {...aria('summary', 'article-summary-count')} {...text('summary')} />
        </Field>
        <Field name="content" label="Content" required error={errors.content} hint={<span id="article-content-hint">At least 100 characters. HTML is allowed; the server removes anything unsafe.</span>}>
          <textarea rows={12} aria-required="true" {...aria('content', 'article-content-hint')} {...text('content')} className={`${aria('content').className} font-mono`} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="category" label="Category" error={errors.category}>
            <select {...aria('category')} {...text('category')}>
              {categoryOptions.map((slug) => (
                <option key={slug} value={slug}>
                  {CATEGORIES.find((c) => c.slug === slug)?.name ?? categoryName(slug)}
                </option>
              ))}
            </select>
          </Field>
          <Field name="status" label="Status" error={errors.status}>
            <select {...aria('status')} {...text('status')}>
              {SETTABLE_STATUSES.map((s: SettableStatus) => (
                <option key={s} value={s}>
                  {SETTABLE_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field name="image_url" label="Image URL" error={errors.image_url}>
          <input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...aria('image_url')} {...text('image_url')} />
        </Field>
        <div className="flex items-center gap-2">
          <input id="article-featured" name="featured" type="checkbox" className={checkboxClass} checked={values.featured} onChange={(e) => set('featured', e.currentTarget.checked)} />
          <label htmlFor="article-featured" className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
            Featured article
          </label>
        </div>

        {formError ? (
          <p role="alert" data-testid="form-error" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            {formError}
          </p>
        ) : null}

        <div className="flex flex-col-reverse gap-2 border-t border-zinc-200 pt-4 sm:flex-row sm:justify-end dark:border-zinc-800">
          <Link to={ARTICLES_PATH} className={buttonSecondary}>
            Cancel
          </Link>
          <button type="submit" className={`${buttonPrimary} disabled:cursor-not-allowed disabled:opacity-70`} disabled={saving} aria-busy={saving || undefined}>
            {saving ? 'Saving…' : creating ? 'Create Article' : 'Save Changes'}
          </button>
        </div>
      </form>
    </div>
  );
}

function Field({ name, label, required = false, error, hint, children }: { name: FieldName; label: string; required?: boolean; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`article-${name}`} className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`article-${name}-error`} data-testid={`error-${name}`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {hint ? <p className="text-xs text-zinc-600 dark:text-zinc-400">{hint}</p> : null}
    </div>
  );
}

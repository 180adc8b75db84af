/**
 * The list's filters (admin-content §2, §9; DESIGN "filters that stay in the URL"): a GET form, so the URL holds
 * every filter and the screen works without JavaScript. With JavaScript a select applies at once, and the URL leaves
 * defaults out; any change or search starts again at page 1 (the form has no page field).
 */
import { useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import {
  ADMIN_PAGE_SIZES,
  ADMIN_SEARCH_MAX_LENGTH,
  ADMIN_SORTS,
  ADMIN_STATUS_FILTERS,
  type AdminArticleListQuery,
} from '../../../../domain/adminArticles.ts';
import { CATEGORIES } from '../../../../domain/categories.ts';
import { buttonPrimary, focusRing, textLink } from '../../../lib/ui.ts';
import { SearchIcon } from '../../icons.tsx';
import { ARTICLES_PATH, articlesHref, parseAdminListQuery, SORT_LABELS, STATUS_FILTER_LABELS } from './articleLabels.ts';

export const fieldClass = `h-10 rounded-md border border-zinc-300 bg-white px-2.5 text-sm text-zinc-900 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100 ${focusRing}`;
const labelClass = 'text-xs font-semibold text-zinc-700 dark:text-zinc-300';

type FilterValues = Pick<AdminArticleListQuery, 'status' | 'category' | 'sort' | 'q'> & { pageSize: string };
const valuesOf = (q: AdminArticleListQuery): FilterValues => ({ status: q.status, category: q.category, sort: q.sort, q: q.q, pageSize: String(q.pageSize) });

export function ArticleFilters({ query }: { query: AdminArticleListQuery }) {
  const navigate = useNavigate();
  // The fields follow the URL (back/forward, Clear filters) without remounting, so focus stays on the changed select.
  const urlKey = articlesHref(query);
  const [values, setValues] = useState(() => valuesOf(query));
  const [shownFor, setShownFor] = useState(urlKey);
  if (shownFor !== urlKey) {
    setShownFor(urlKey);
    setValues(valuesOf(query));
  }
  const apply = (next: FilterValues) => {
    const parsed = parseAdminListQuery(new URLSearchParams(next));
    navigate(articlesHref({ ...parsed, page: 1 }), { preventScrollReset: true });
  };
  const change = (key: keyof FilterValues) => (e: React.ChangeEvent<HTMLSelectElement>) => {
    const next = { ...values, [key]: e.currentTarget.value };
    setValues(next);
    apply(next);
  };
  const filtered = query.status !== 'all' || query.category !== 'all' || query.q !== '' || query.sort !== 'latest';
  return (
    <Form
      method="get"
      action={ARTICLES_PATH}
      role="search"
      aria-label="Filter articles"
      data-testid="article-filters"
      onSubmit={(e) => {
        e.preventDefault();
        apply(values);
      }}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex min-w-0 grow basis-full flex-col gap-1 sm:basis-64">
        <label htmlFor="article-search" className={labelClass}>
          Search
        </label>
        <div className="flex gap-2">
          <input
            id="article-search"
            type="search"
            name="q"
            value={values.q}
            onChange={(e) => setValues({ ...values, q: e.currentTarget.value })}
            maxLength={ADMIN_SEARCH_MAX_LENGTH}
            placeholder="Title, summary, source, tags…"
            className={`${fieldClass} min-w-0 flex-1 placeholder:text-zinc-500 dark:placeholder:text-zinc-400`}
          />
          <button type="submit" className={`${buttonPrimary} min-h-10 px-3`}>
            <SearchIcon className="h-4 w-4" />
            Search
          </button>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="article-status" className={labelClass}>
          Status
        </label>
        <select id="article-status" name="status" value={values.status} className={fieldClass} onChange={change('status')}>
          {ADMIN_STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {STATUS_FILTER_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="article-category" className={labelClass}>
          Category
        </label>
        <select id="article-category" name="category" value={values.category} className={fieldClass} onChange={change('category')}>
          <option value="all">All categories</option>
          {CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="article-sort" className={labelClass}>
          Sort
        </label>
        <select id="article-sort" name="sort" value={values.sort} className={fieldClass} onChange={change('sort')}>
          {ADMIN_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="article-page-size" className={labelClass}>
          Per page
        </label>
        <select id="article-page-size" name="pageSize" value={values.pageSize} className={fieldClass} onChange={change('pageSize')}>
          {ADMIN_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {filtered ? (
        <Link to={articlesHref({ pageSize: query.pageSize })} className={`${textLink} self-center text-sm sm:mb-2.5 sm:self-end`}>
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}

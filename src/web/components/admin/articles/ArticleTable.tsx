/**
 * The article table (admin-content §2; DESIGN "dense but legible, sticky headers"): a checkbox per row and one for the
 * page, thumbnail, title with category, featured mark and summary, status, source, date, score and the row's actions.
 * Its header row stays in view on long pages: below xl the table scrolls in its own box, from xl under the page's header.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AdminArticleView } from '../../../../domain/adminArticles.ts';
import { formatDate } from '../../../lib/format.ts';
import { focusRing } from '../../../lib/ui.ts';
import {
  categoryName,
  editArticlePath,
  FEATURED_BADGE,
  percent,
  REVIEW_BADGE,
  scoreClass,
  shownDate,
  STATUS_BADGE,
  STATUS_LABELS,
} from './articleLabels.ts';

export const checkboxClass = `h-4 w-4 rounded border-zinc-400 accent-brand-700 dark:border-zinc-500 dark:accent-brand-400 ${focusRing}`;
// Below xl the table scrolls in its own box (header at the box's top); from xl it fits and its header sticks under
// the admin header (AdminShell's bar is 4.25rem tall there).
const th = 'sticky top-0 z-10 xl:top-[4.25rem] border-b border-zinc-200 bg-zinc-100 px-2 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-zinc-700 uppercase dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-200';
const td = 'px-2 py-2 align-top';
const actionClass = `inline-flex h-8 items-center rounded-md px-2 text-xs font-semibold ${focusRing}`;

function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  // The browser may have given up on the image before React hydrated (so onError never reached us).
  useEffect(() => {
    const img = imgRef.current;
    if (src && img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (!src || failed) return <span aria-hidden="true" data-testid="thumbnail-empty" className="block h-10 w-14 rounded bg-zinc-200 dark:bg-zinc-700" />;
  // Empty alt: the title follows in the next cell.
  return <img ref={imgRef} src={src} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" width={56} height={40} onError={() => setFailed(true)} className="block h-10 w-14 rounded bg-zinc-200 object-cover dark:bg-zinc-700" />;
}

export interface ArticleTableProps {
  articles: AdminArticleView[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  isAdmin: boolean;
  onView: (article: AdminArticleView) => void;
  onDelete: (article: AdminArticleView) => void;
  /** Changes when the page of rows does: the box scrolls back to its top. */
  pageKey: string;
}

export function ArticleTable({ articles, selected, onToggle, onToggleAll, isAdmin, onView, onDelete, pageKey }: ArticleTableProps) {
  const allRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const selectedOnPage = articles.filter((a) => selected.has(a.id)).length;
  const all = articles.length > 0 && selectedOnPage === articles.length;
  const some = selectedOnPage > 0 && !all;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);
  useEffect(() => {
    boxRef.current?.scrollTo?.({ top: 0 });
  }, [pageKey]);

  return (
    <div ref={boxRef} data-testid="article-table-box" className="relative max-h-[calc(100dvh-8rem)] overflow-auto xl:max-h-none xl:overflow-visible">
      <table className="w-full min-w-[54rem] border-separate border-spacing-0 text-sm" data-testid="article-table">
        <caption className="sr-only">Articles. Column headers stay in view while the table scrolls.</caption>
        <thead>
          <tr>
            <th scope="col" className={`${th} w-8`}>
              <input
                ref={allRef}
                type="checkbox"
                className={checkboxClass}
                checked={all}
                onChange={(e) => onToggleAll(e.currentTarget.checked)}
                aria-label="Select all articles on this page"
                data-testid="select-all"
              />
            </th>
            <th scope="col" className={`${th} w-16`}>
              <span className="sr-only">Image</span>
            </th>
            <th scope="col" className={th}>
              Article
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Source
            </th>
            <th scope="col" className={th}>
              Date
            </th>
            <th scope="col" className={th}>
              Score
            </th>
            <th scope="col" className={`${th} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {articles.map((a) => {
            const isSelected = selected.has(a.id);
            const cell = `${td} border-b border-zinc-200 dark:border-zinc-800`;
            return (
              <tr key={a.id} data-testid="article-row" data-selected={isSelected || undefined} className={isSelected ? 'bg-brand-50 dark:bg-brand-500/10' : 'hover:bg-zinc-50 dark:hover:bg-zinc-800/40'}>
                <td className={cell}>
                  <input
                    type="checkbox"
                    className={`${checkboxClass} mt-1`}
                    checked={isSelected}
                    onChange={(e) => onToggle(a.id, e.currentTarget.checked)}
                    aria-label={`Select ${a.title}`}
                    data-testid="select-row"
                  />
                </td>
                <td className={cell}>
                  <Thumbnail src={a.imageUrl} />
                </td>
                <td className={`${cell} min-w-[14rem]`}>
                  <p className="line-clamp-2 font-semibold text-zinc-950 dark:text-white">{a.title}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
                    <span>{categoryName(a.category)}</span>
                    {a.isFeatured ? <span className={FEATURED_BADGE}>Featured</span> : null}
                    {a.isDuplicate ? <span className="text-zinc-700 dark:text-zinc-300">Duplicate</span> : null}
                  </p>
                  {a.summary ? <p className="mt-0.5 line-clamp-1 text-xs text-zinc-600 dark:text-zinc-400">{a.summary}</p> : null}
                </td>
                <td className={cell}>
                  <div className="flex flex-col items-start gap-1">
                    <span className={STATUS_BADGE[a.status]}>{STATUS_LABELS[a.status]}</span>
                    {a.inReview ? <span className={REVIEW_BADGE}>In review</span> : null}
                    <span className="text-xs text-zinc-600 dark:text-zinc-400">{a.isPublic ? 'Public' : 'Not public'}</span>
                  </div>
                </td>
                <td className={`${cell} w-36 max-w-36`}>
                  <p className="truncate text-zinc-800 dark:text-zinc-200">{a.sourceName}</p>
                  {a.author ? <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">by {a.author}</p> : null}
                </td>
                <td className={`${cell} whitespace-nowrap text-zinc-700 dark:text-zinc-300`}>
                  <time dateTime={shownDate(a)}>{formatDate(shownDate(a))}</time>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <p className={`font-bold tabular-nums ${scoreClass(a.relevanceScore)}`}>
                    {Math.round(a.relevanceScore)}
                    <span className="sr-only"> relevance</span>
                  </p>
                  <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">ML {percent(a.mlConfidence)}</p>
                </td>
                <td className={`${cell} text-right whitespace-nowrap`}>
                  <div className="inline-flex items-center gap-1">
                    <button type="button" onClick={() => onView(a)} className={`${actionClass} text-zinc-800 hover:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800`}>
                      View<span className="sr-only"> {a.title}</span>
                    </button>
                    {isAdmin ? (
                      <>
                        <Link to={editArticlePath(a.id)} className={`${actionClass} text-brand-800 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-500/10`}>
                          Edit<span className="sr-only"> {a.title}</span>
                        </Link>
                        <button type="button" onClick={() => onDelete(a)} className={`${actionClass} text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10`}>
                          Delete<span className="sr-only"> {a.title}</span>
                        </button>
                      </>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Sort, region and quality selectors for the home list (public-site §9); every choice lives in the URL. */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ARTICLE_SORTS, type ArticleSort } from '../../../domain/articleQuery.ts';
import { ARTICLE_REGIONS, DEFAULT_LIST_REGION, type ArticleRegion } from '../../../domain/articleRegion.ts';
import { QUALITY_BANDS, type QualityBand } from '../../../domain/qualityBand.ts';
import { buttonSecondary } from '../../lib/ui.ts';
import { ChevronDownIcon } from '../icons.tsx';

const SORT_LABELS: Record<ArticleSort, string> = { latest: 'Latest', trending: 'Trending', quality: 'Quality', relevance: 'Relevance', oldest: 'Oldest' };
// Short labels: three selects share a 390 px row, and each one's visible label names what it filters.
const REGION_LABELS: Record<ArticleRegion, string> = { all: 'All', indian: 'India', global: 'Global' };
const QUALITY_LABELS: Record<QualityBand | 'any', string> = { any: 'Any', high: 'High', medium: 'Medium', low: 'Low' };

export interface ListFiltersProps {
  /** The sort in effect (a search defaults to relevance, the plain list to latest). */
  sort: ArticleSort;
  /** The sort used when the URL names none. */
  defaultSort: ArticleSort;
  region: ArticleRegion;
  quality: QualityBand | null;
  /** Parameters the no-JavaScript form must keep (search, category). */
  keepParams?: Record<string, string | null | undefined>;
}

const selectClass =
  'h-11 w-full appearance-none rounded-lg border border-zinc-300 bg-white pr-8 pl-3 text-sm font-medium text-zinc-900 hover:border-zinc-400 focus-visible:border-brand-700 focus-visible:ring-2 focus-visible:ring-brand-700/40 focus-visible:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:border-zinc-600 dark:focus-visible:border-brand-400 dark:focus-visible:ring-brand-400/40';

function Select({ label, name, value, onChange, children }: { label: string; name: string; value: string; onChange: (v: string) => void; children: React.ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
        {label}
      </label>
      <div className="relative">
        {/* autoComplete off: these are list filters, not personal data; without it Chromium takes name="region" for an
            address field's autofill token and reports an issue on every page that shows the filters. */}
        <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" data-testid={`filter-${name}`} className={selectClass}>
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 h-4 w-4 -translate-y-1/2 text-zinc-500 dark:text-zinc-400" />
      </div>
    </div>
  );
}

/** Three labelled selects (sort, region, quality) that write their choice to the URL. */
export function ListFilters({ sort, defaultSort, region, quality, keepParams = {} }: ListFiltersProps) {
  const [, setSearchParams] = useSearchParams();

  /** Sets one parameter (its default removes it, so URLs stay short) and goes back to page 1; a new history entry. */
  const update = (name: string, value: string, defaultValue: string) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === defaultValue) next.delete(name);
        else next.set(name, value);
        next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <form method="get" action="/" onSubmit={(e) => e.preventDefault()} aria-label="Sort and filter articles" data-testid="list-filters">
      {Object.entries(keepParams).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div className="grid grid-cols-3 gap-2 sm:flex sm:gap-3">
        <Select label="Sort by" name="sort" value={sort} onChange={(v) => update('sort', v, defaultSort)}>
          {ARTICLE_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
        <Select label="Region" name="region" value={region} onChange={(v) => update('region', v, DEFAULT_LIST_REGION)}>
          {ARTICLE_REGIONS.map((r) => (
            <option key={r} value={r}>
              {REGION_LABELS[r]}
            </option>
          ))}
        </Select>
        <Select label="Quality" name="quality" value={quality ?? 'any'} onChange={(v) => update('quality', v, 'any')}>
          <option value="any">{QUALITY_LABELS.any}</option>
          {QUALITY_BANDS.map((q) => (
            <option key={q} value={q}>
              {QUALITY_LABELS[q]}
            </option>
          ))}
        </Select>
      </div>
      <noscript>
        <button type="submit" className={`${buttonSecondary} mt-3`}>
          Apply
        </button>
      </noscript>
    </form>
  );
}

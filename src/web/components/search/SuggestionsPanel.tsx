/**
 * The search suggestions listbox (public-site §2, §4; issue 9). With nothing typed: Trending Now, Popular Topics and
 * Recent Searches. While typing: searches that complete or correct the text (trending ones marked), topics, sources
 * and stories that match it, and the recent searches that start with it. One listbox, a group per section.
 */
import { findCategory } from '../../../domain/categories.ts';
import { HistoryIcon, NewspaperIcon, RssIcon, SearchIcon, TrendingUpIcon } from '../icons.tsx';

/** One choosable suggestion. `value` is the search term, the category slug for a topic, or the page for a story. */
export interface SuggestionOption {
  id: string;
  group: 'trending' | 'topics' | 'recent' | 'terms' | 'sources' | 'stories';
  value: string;
  label: string;
  /** A search suggested as a trending keyword (marked with the trending icon). */
  trending?: boolean;
  /** A correction of the typed text ("instagrm" → "instagram"). */
  correction?: boolean;
}

type Group = SuggestionOption['group'];

const IDLE_GROUPS: { key: Group; title: string }[] = [
  { key: 'trending', title: 'Trending Now' },
  { key: 'topics', title: 'Popular Topics' },
  { key: 'recent', title: 'Recent Searches' },
];
const TYPING_GROUPS: { key: Group; title: string }[] = [
  { key: 'terms', title: 'Searches' },
  { key: 'topics', title: 'Topics' },
  { key: 'sources', title: 'Sources' },
  { key: 'stories', title: 'Stories' },
  { key: 'recent', title: 'Recent Searches' },
];
/** Groups shown as chips; the others are rows. */
const CHIP_GROUPS: ReadonlySet<Group> = new Set(['trending', 'topics']);

const chipBase =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium select-none motion-safe:transition-colors';
const chipIdle = 'border-zinc-200 bg-white text-zinc-800 hover:border-zinc-300 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800';
// The active option (arrow keys) gets the same ring as keyboard focus elsewhere: focus stays in the input.
const chipActive = 'border-brand-700 bg-brand-50 text-brand-900 ring-2 ring-brand-700 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-100 dark:ring-brand-400';
const rowBase = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-base select-none motion-safe:transition-colors';
const rowIdle = 'text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800';
const rowActive = 'bg-brand-50 text-brand-900 ring-2 ring-brand-700 ring-inset dark:bg-brand-950 dark:text-brand-100 dark:ring-brand-400';

export interface SuggestionsPanelProps {
  id: string;
  open: boolean;
  options: SuggestionOption[];
  activeId: string | undefined;
  /** Trending keywords (nothing typed) or the suggestions for the typed text are still loading. */
  loading: boolean;
  /** The typed text the options match, or null for the panel's default content (nothing typed yet). */
  typed?: string | null;
  onChoose: (option: SuggestionOption) => void;
  onHover: (id: string) => void;
}

/** The panel under the search box: one listbox with a group per section, pointed into by the input's aria-activedescendant. */
export function SuggestionsPanel({ id, open, options, activeId, loading, typed = null, onChoose, onHover }: SuggestionsPanelProps) {
  const groups = typed === null ? IDLE_GROUPS : TYPING_GROUPS;
  const optionProps = (o: SuggestionOption) => ({
    id: o.id,
    role: 'option' as const,
    'aria-selected': o.id === activeId,
    'data-suggestion-group': o.group,
    // Keep focus in the input (the combobox owns focus; options are pointed at with aria-activedescendant).
    onMouseDown: (e: React.MouseEvent) => e.preventDefault(),
    onClick: () => onChoose(o),
    onMouseMove: () => {
      if (o.id !== activeId) onHover(o.id);
    },
  });

  return (
    <div
      hidden={!open}
      data-testid="search-suggestions"
      className="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(32rem,70vh)] overflow-y-auto overscroll-contain rounded-2xl border border-zinc-200 bg-white p-4 shadow-xl shadow-zinc-950/10 sm:p-5 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/50"
    >
      {typed !== null && options.length === 0 && !loading ? (
        <p data-testid="search-suggestions-none" className="text-sm text-zinc-600 dark:text-zinc-400">
          Press Enter to search for “{typed}”.
        </p>
      ) : null}
      <div id={id} role="listbox" aria-label="Search suggestions" className="space-y-5">
        {groups.map((g) => {
          const items = options.filter((o) => o.group === g.key);
          const showSkeleton = typed === null && g.key === 'trending' && loading && items.length === 0;
          if (items.length === 0 && !showSkeleton) return null;
          const headingId = `${id}-${g.key}`;
          return (
            <div key={g.key} role="group" aria-labelledby={headingId} aria-busy={showSkeleton || undefined}>
              <p id={headingId} role="presentation" className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wider text-zinc-600 uppercase dark:text-zinc-400">
                {g.key === 'trending' ? <TrendingUpIcon className="h-4 w-4 text-brand-700 dark:text-brand-400" /> : null}
                {g.key === 'recent' ? <HistoryIcon className="h-4 w-4" /> : null}
                {g.title}
              </p>
              {showSkeleton ? (
                <div role="presentation" className="flex flex-wrap gap-2">
                  {[6, 8, 5, 7].map((w) => (
                    <span key={w} className="h-11 animate-pulse rounded-full bg-zinc-100 motion-reduce:animate-none dark:bg-zinc-800" style={{ width: `${w}rem` }} />
                  ))}
                </div>
              ) : !CHIP_GROUPS.has(g.key) ? (
                <div role="presentation" className="-mx-1 flex flex-col">
                  {items.map((o) => (
                    <div key={o.id} {...optionProps(o)} className={`${rowBase} ${o.id === activeId ? rowActive : rowIdle}`}>
                      <RowIcon option={o} />
                      <span className={g.key === 'stories' ? 'line-clamp-2 py-2' : 'truncate'}>{o.label}</span>
                      {o.correction ? (
                        <span className="ml-auto shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
                          <span aria-hidden="true">did you mean?</span>
                          <span className="sr-only">(suggested spelling)</span>
                        </span>
                      ) : null}
                    </div>
                  ))}
                </div>
              ) : (
                <div role="presentation" className="flex flex-wrap gap-2">
                  {items.map((o) => {
                    const colour = g.key === 'topics' ? findCategory(o.value)?.colour : undefined;
                    return (
                      <div key={o.id} {...optionProps(o)} className={`${chipBase} ${o.id === activeId ? chipActive : chipIdle}`}>
                        {colour ? <span aria-hidden="true" className="h-2 w-2 rounded-full" style={{ backgroundColor: colour }} /> : null}
                        {o.label}
                      </div>
                    );
                  })}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The icon before a row: what kind of suggestion it is. */
function RowIcon({ option }: { option: SuggestionOption }) {
  const className = 'h-4 w-4 shrink-0 text-zinc-500 dark:text-zinc-400';
  if (option.group === 'recent') return <HistoryIcon className={className} />;
  if (option.group === 'stories') return <NewspaperIcon className={className} />;
  if (option.group === 'sources') return <RssIcon className={className} />;
  if (option.trending) return <TrendingUpIcon className="h-4 w-4 shrink-0 text-brand-700 dark:text-brand-400" />;
  return <SearchIcon className={className} />;
}

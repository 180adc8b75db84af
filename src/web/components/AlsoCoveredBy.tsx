/**
 * "Also covered by …": the other outlets telling the same story (its cluster, issue 12 item 4). The card names a few
 * outlets in one line; the article page lists each outlet with its headline. Links open the outlet's own page.
 */
import type { CoverageLink } from '../../domain/article.ts';
import { focusRing } from '../lib/ui.ts';

/** Outlets a card names before "and N more". */
export const CARD_COVERAGE_NAMES = 3;

const linkClass = `rounded-sm font-medium text-zinc-800 underline decoration-zinc-300 underline-offset-2 hover:decoration-zinc-600 dark:text-zinc-200 dark:decoration-zinc-600 dark:hover:decoration-zinc-300 ${focusRing}`;

/** One line for a card: "Also covered by afaqs!, Social Samosa and 2 more". Nothing when no other outlet tells it. */
export function AlsoCoveredByLine({ links }: { links: CoverageLink[] }) {
  if (links.length === 0) return null;
  const named = links.slice(0, CARD_COVERAGE_NAMES);
  const more = links.length - named.length;
  return (
    <p data-testid="also-covered-by" className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
      Also covered by{' '}
      {named.map((l, i) => (
        <span key={l.url}>
          <a href={l.url} target="_blank" rel="noopener noreferrer" title={l.title} className={linkClass}>
            {l.sourceName}
          </a>
          {i < named.length - 2 ? ', ' : i === named.length - 2 ? (more > 0 ? ', ' : ' and ') : ''}
        </span>
      ))}
      {more > 0 ? ` and ${more} more` : null}
    </p>
  );
}

/** The article page's (and dialog's) section: each other outlet with its headline. `idPrefix` keeps heading ids unique. */
export function AlsoCoveredBySection({ links, idPrefix }: { links: CoverageLink[]; idPrefix: string }) {
  if (links.length === 0) return null;
  const headingId = `${idPrefix}-coverage`;
  return (
    <section aria-labelledby={headingId} data-testid="also-covered-by" className="mt-10 max-w-[36rem]">
      <h2 id={headingId} className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        Also covered by
      </h2>
      <ul className="mt-3 divide-y divide-zinc-100 border-y border-zinc-100 dark:divide-zinc-800 dark:border-zinc-800">
        {links.map((l) => (
          <li key={l.url} className="py-3">
            <span className="block text-sm font-medium text-zinc-600 dark:text-zinc-400">{l.sourceName}</span>
            <a href={l.url} target="_blank" rel="noopener noreferrer" className={`${linkClass} mt-0.5 inline-block font-serif text-base leading-snug`}>
              {l.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

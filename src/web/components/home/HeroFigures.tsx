/**
 * "By the numbers" in the home hero: headline figures from named public reports (editable site content), each with
 * its source in small text, and figures counted live from our own database, labelled as such.
 */
import type { SiteStats } from '../../../domain/publicStats.ts';
import { ACTIVE_SOURCE_WINDOW_DAYS, WEEK_WINDOW_DAYS } from '../../../domain/publicStats.ts';
import { CATEGORIES } from '../../../domain/categories.ts';
import type { HeroFigure } from '../../../domain/siteContent.ts';
import { formatCount, formatMonthYear } from '../../lib/format.ts';
import { focusRing } from '../../lib/ui.ts';

/** "May 2025" for an ISO date (read in UTC, so "2025-05-03" is May 2025 wherever it renders); empty when invalid. */
export function formatAsOf(isoDate: string): string {
  return formatMonthYear(`${isoDate}T00:00:00Z`);
}

/** One industry figure as the home hero shows it (also the Site Content editor's preview: one look, one component). */
export function IndustryFigure({ figure }: { figure: HeroFigure }) {
  const { source } = figure;
  const asOf = formatAsOf(figure.asOf);
  return (
    <li data-testid="hero-figure" data-figure-key={figure.key} className="py-4 first:pt-0">
      <p className="font-serif text-[1.75rem] leading-none font-semibold tracking-tight text-zinc-950 tabular-nums dark:text-white">{figure.value}</p>
      <p className="mt-1.5 text-[0.9375rem] leading-snug text-zinc-800 dark:text-zinc-200">{figure.label}</p>
      <p data-testid="hero-figure-source" className="mt-1.5 text-xs leading-relaxed text-zinc-600 dark:text-zinc-400">
        Source: {source.publisher},{' '}
        {source.url ? (
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`rounded-sm italic underline decoration-zinc-400 underline-offset-2 hover:text-zinc-900 dark:decoration-zinc-500 dark:hover:text-zinc-100 ${focusRing}`}
          >
            {source.title}
            <span className="sr-only"> (report coverage, opens in a new tab)</span>
          </a>
        ) : (
          <cite>{source.title}</cite>
        )}{' '}
        ({source.year}){asOf ? <> · as of {asOf}</> : null}
      </p>
    </li>
  );
}

function LiveFigure({ value, label, testId }: { value: string; label: string; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs leading-snug text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd data-testid={testId} className="order-first font-serif text-2xl leading-tight font-semibold text-zinc-950 tabular-nums dark:text-white">
        {value}
      </dd>
    </div>
  );
}

export function HeroFigures({ figures, stats }: { figures: HeroFigure[]; stats: SiteStats }) {
  return (
    <section
      aria-labelledby="hero-figures-heading"
      data-testid="hero-figures"
      className="rounded-2xl border border-zinc-200 bg-white/85 p-5 shadow-sm shadow-zinc-950/[0.03] backdrop-blur-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/80 dark:shadow-none"
    >
      <h2 id="hero-figures-heading" className="text-xs font-semibold tracking-[0.08em] text-zinc-600 uppercase dark:text-zinc-400">
        By the numbers
      </h2>
      {figures.length > 0 ? <ul className="mt-4 divide-y divide-zinc-200 dark:divide-zinc-800">{figures.map((f) => <IndustryFigure key={f.key} figure={f} />)}</ul> : null}
      <div className={figures.length > 0 ? 'mt-1 border-t border-zinc-200 pt-4 dark:border-zinc-800' : 'mt-4'}>
        <p className="flex items-center gap-2 text-xs font-semibold text-zinc-700 dark:text-zinc-300">
          <span aria-hidden="true" className="relative flex h-2 w-2">
            <span className="absolute inline-flex h-full w-full rounded-full bg-emerald-500 opacity-60 motion-safe:animate-ping" />
            <span className="relative inline-flex h-2 w-2 rounded-full bg-emerald-600 dark:bg-emerald-400" />
          </span>
          Live on this site
        </p>
        <dl className="mt-3 grid grid-cols-3 gap-3 [&>div]:flex [&>div]:flex-col">
          <LiveFigure testId="live-articles-week" value={formatCount(stats.articlesThisWeek)} label={`stories in ${WEEK_WINDOW_DAYS} days`} />
          <LiveFigure testId="live-active-sources" value={formatCount(stats.activeSources)} label={`sources in ${ACTIVE_SOURCE_WINDOW_DAYS} days`} />
          <LiveFigure testId="live-categories" value={`${stats.categoriesCovered}/${CATEGORIES.length}`} label={`topics in ${ACTIVE_SOURCE_WINDOW_DAYS} days`} />
        </dl>
      </div>
    </section>
  );
}

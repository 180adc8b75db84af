/**
 * Figures of the promotional flag (docs/curation.md §9): precision and recall of "flagged at all", per kind, and how
 * often a flagged item gets the right kind, for all items and separately for items with and without body text.
 */
import type { PromoChoice, PromoKind } from '../../../domain/promotional.ts';
import { PROMO_KINDS } from '../../../domain/promotional.ts';

/** One item as the figures see it: its true answer, what the classifier flagged, whether it had body text. */
export interface PromoRow {
  id: string;
  truth: PromoChoice;
  predicted: PromoKind | null;
  /** Summary or content present (headline-only items carry few cues). */
  hasBody: boolean;
}

export interface Ratio {
  hits: number;
  of: number;
  value: number | null;
}
const ratio = (hits: number, of: number): Ratio => ({ hits, of, value: of === 0 ? null : hits / of });

export interface PromoMetrics {
  items: number;
  promotional: number;
  /** Flagged items that are promotional (either kind): what a wrong label costs a journalist's story. */
  precision: Ratio;
  /** Promotional items flagged (either kind). */
  recall: Ratio;
  /** Flagged promotional items given their true kind. */
  kindAccuracy: Ratio;
  /** News items flagged: the share of honest stories a reader would see labelled as paid or as a release. */
  falseFlagRate: Ratio;
  perKind: Record<PromoKind, { precision: Ratio; recall: Ratio }>;
}

export function promoMetrics(rows: readonly PromoRow[]): PromoMetrics {
  const isPromo = (r: PromoRow) => r.truth !== 'none';
  const flagged = rows.filter((r) => r.predicted !== null);
  const promotional = rows.filter(isPromo);
  const perKind = Object.fromEntries(
    PROMO_KINDS.map((k) => [
      k,
      {
        precision: ratio(rows.filter((r) => r.predicted === k && r.truth === k).length, rows.filter((r) => r.predicted === k).length),
        recall: ratio(rows.filter((r) => r.truth === k && r.predicted === k).length, rows.filter((r) => r.truth === k).length),
      },
    ]),
  ) as PromoMetrics['perKind'];
  const flaggedPromo = flagged.filter(isPromo);
  const news = rows.filter((r) => !isPromo(r));
  return {
    items: rows.length,
    promotional: promotional.length,
    precision: ratio(flaggedPromo.length, flagged.length),
    recall: ratio(promotional.filter((r) => r.predicted !== null).length, promotional.length),
    kindAccuracy: ratio(flaggedPromo.filter((r) => r.predicted === r.truth).length, flaggedPromo.length),
    falseFlagRate: ratio(news.filter((r) => r.predicted !== null).length, news.length),
    perKind,
  };
}

const pct = (r: Ratio) => (r.value === null ? 'n/a' : `${(r.value * 100).toFixed(1)}% (${r.hits}/${r.of})`);

/** Renders one part's figures as the text `npm run evaluate` prints. */
export function formatPromoReport(rows: readonly PromoRow[], title: string): string {
  const cols = [promoMetrics(rows), promoMetrics(rows.filter((r) => r.hasBody)), promoMetrics(rows.filter((r) => !r.hasBody))];
  const line = (name: string, cells: string[]) => `${name.padEnd(34)}${cells.map((c) => c.padEnd(22)).join('')}`.trimEnd();
  return [
    title,
    line('', ['all', 'with body text', 'headline only']),
    line('items (promotional)', cols.map((m) => `${m.items} (${m.promotional})`)),
    line('flag precision', cols.map((m) => pct(m.precision))),
    line('flag recall', cols.map((m) => pct(m.recall))),
    line('right kind (flagged promotional)', cols.map((m) => pct(m.kindAccuracy))),
    line('news items flagged', cols.map((m) => pct(m.falseFlagRate))),
    ...PROMO_KINDS.flatMap((k) => [line(`  ${k} precision`, cols.map((m) => pct(m.perKind[k].precision))), line(`  ${k} recall`, cols.map((m) => pct(m.perKind[k].recall)))]),
  ].join('\n');
}

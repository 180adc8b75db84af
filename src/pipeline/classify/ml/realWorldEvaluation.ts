/** The real-world-style evaluation set (corpus/evaluation-realworld.jsonl): loading, validation, the calibration/test split and decision-level figures. */
import { fileURLToPath } from 'node:url';
import type { Classification, ClassifierInput } from '../classification.ts';
import { LABELS, loadCorpus, stableHashFraction, type CorpusExample } from './corpus.ts';

export const REALWORLD_PATH = fileURLToPath(new URL('../corpus/evaluation-realworld.jsonl', import.meta.url));

/** Share of the set used for calibrating thresholds (by a stable hash of the id); the rest is the honest test part. */
export const CALIBRATION_SHARE = 0.4;

/** The figures the product needs on real headlines (issue 12). */
export const DECISION_TARGETS = { relevantKept: 0.95, publishPrecision: 0.95, categoryAccuracy: 0.88 } as const;

/**
 * Outlets whose style an item imitates: the display name and home page the pipeline would see for an item of that
 * outlet (ingest passes the feed's source name and the article URL; the host is what matters, so the home page stands in).
 */
export const OUTLET_STYLES: Readonly<Record<string, { name: string; url: string }>> = {
  afaqs: { name: 'afaqs!', url: 'https://www.afaqs.com/' },
  exchange4media: { name: 'exchange4media', url: 'https://www.exchange4media.com/' },
  socialsamosa: { name: 'Social Samosa', url: 'https://www.socialsamosa.com/' },
  storyboard18: { name: 'Storyboard18', url: 'https://www.storyboard18.com/' },
  etbrandequity: { name: 'ETBrandEquity', url: 'https://brandequity.economictimes.indiatimes.com/' },
  inc42: { name: 'Inc42', url: 'https://inc42.com/' },
  yourstory: { name: 'YourStory', url: 'https://yourstory.com/' },
  medianama: { name: 'MediaNama', url: 'https://www.medianama.com/' },
  campaignindia: { name: 'Campaign India', url: 'https://www.campaignindia.in/' },
  digiday: { name: 'Digiday', url: 'https://digiday.com/' },
  tubefilter: { name: 'Tubefilter', url: 'https://www.tubefilter.com/' },
  socialmediatoday: { name: 'Social Media Today', url: 'https://www.socialmediatoday.com/' },
  theverge: { name: 'The Verge', url: 'https://www.theverge.com/' },
};

/** One item of the real-world-style set. */
export interface RealWorldExample extends CorpusExample {
  outlet_style: string;
}

const FIELDS = ['id', 'title', 'summary', 'label', 'india', 'outlet_style', 'origin'] as const;
const normTitle = (t: string) => t.trim().toLowerCase();

/** Everything wrong with the rows of an evaluation file (empty when valid); titles are compared ignoring case. */
export function evaluationSetProblems(rows: readonly Record<string, unknown>[], trainingTitles: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const titles = new Set<string>();
  rows.forEach((row, i) => {
    const at = `row ${i + 1}`;
    const keys = Object.keys(row).sort();
    if (keys.join() !== [...FIELDS].sort().join()) problems.push(`${at}: fields must be exactly ${FIELDS.join(', ')}`);
    const { id, title, summary, label, india, outlet_style: outlet, origin } = row;
    if (typeof id !== 'string' || !/^rw\d{4}$/.test(id)) problems.push(`${at}: id must look like rw0001`);
    else if (ids.has(id)) problems.push(`${at}: duplicate id ${id}`);
    else ids.add(id);
    if (typeof title !== 'string' || title.trim() === '') problems.push(`${at}: title must be a non-empty string`);
    else {
      const t = normTitle(title);
      if (titles.has(t)) problems.push(`${at}: duplicate title "${title}"`);
      titles.add(t);
      if (trainingTitles.has(t)) problems.push(`${at}: title also in the training corpus "${title}"`);
    }
    if (typeof summary !== 'string') problems.push(`${at}: summary must be a string (empty for headline-only items)`);
    if (typeof label !== 'string' || !(LABELS as readonly string[]).includes(label)) problems.push(`${at}: unknown label ${String(label)}`);
    if (typeof india !== 'boolean') problems.push(`${at}: india must be a boolean`);
    if (typeof outlet !== 'string' || !(outlet in OUTLET_STYLES)) problems.push(`${at}: unknown outlet_style ${String(outlet)}`);
    if (origin !== 'realworld-style') problems.push(`${at}: origin must be "realworld-style"`);
  });
  return problems;
}

/** Titles of a labelled file, normalised for comparison. */
export function titlesOf(examples: readonly CorpusExample[]): Set<string> {
  return new Set(examples.map((e) => normTitle(e.title)));
}

/** Reads and validates the real-world set; throws listing the first problems. */
export function loadRealWorldSet(path: string = REALWORLD_PATH): RealWorldExample[] {
  const { examples } = loadCorpus(path);
  const problems = evaluationSetProblems(examples as unknown as Record<string, unknown>[]);
  if (problems.length > 0) throw new Error(`${path}: ${problems.slice(0, 5).join('; ')}`);
  return examples as RealWorldExample[];
}

/** True when the item belongs to the calibration part (stable across runs and file edits). */
export function isCalibration(id: string): boolean {
  return stableHashFraction(id) < CALIBRATION_SHARE;
}

/** Splits the set into the calibration part (thresholds may be tuned on it) and the test part (never tuned on). */
export function splitRealWorld<T extends { id: string }>(examples: readonly T[]): { calibration: T[]; test: T[] } {
  const calibration: T[] = [];
  const test: T[] = [];
  for (const e of examples) (isCalibration(e.id) ? calibration : test).push(e);
  return { calibration, test };
}

/** The publishing decisions decideStatus can make. */
export type DecisionName = 'published' | 'pending_review' | 'auto_rejected';

/** One item as the decision figures see it: its true label, whether it had a summary, and what the pipeline did. */
export interface DecisionRow {
  label: string;
  hasSummary: boolean;
  category: string;
  decision: DecisionName;
}

/** The classifier input ingest would build for an item of this outlet (title, summary, source name and URL). */
export function inputFor(e: RealWorldExample): ClassifierInput {
  const outlet = OUTLET_STYLES[e.outlet_style];
  return { title: e.title, summary: e.summary, sourceName: outlet?.name ?? null, sourceUrl: outlet?.url ?? null };
}

/** Runs items through the classifier and the decision rule, the way ingest does (classify, then decide). */
export function decideAll(examples: readonly RealWorldExample[], classify: (i: ClassifierInput) => Classification, decide: (c: Classification) => DecisionName): DecisionRow[] {
  return examples.map((e) => {
    const c = classify(inputFor(e));
    return { label: e.label, hasSummary: e.summary.trim() !== '', category: c.category, decision: decide(c) };
  });
}

/** A share with its counts; `value` is null when there is nothing to divide by. */
export interface Share {
  hits: number;
  of: number;
  value: number | null;
}

const share = (hits: number, of: number): Share => ({ hits, of, value: of === 0 ? null : hits / of });

/** Decision-level figures for a set of rows. */
export interface DecisionMetrics {
  items: number;
  relevant: number;
  /** Relevant items not auto-rejected (published or sent to review). */
  relevantKept: Share;
  /** Auto-published items that are relevant. */
  publishPrecision: Share;
  /** Relevant items given their true category. */
  categoryAccuracy: Share;
  /** Relevant items that reach readers without review (for information: the cost of sending items to review). */
  relevantAutoPublished: Share;
  /** Irrelevant items auto-rejected (for information: the moderators' load). */
  irrelevantRejected: Share;
  /** Decisions per true label. */
  byLabel: Record<string, Record<DecisionName, number>>;
  /** Whether each target holds; a figure that cannot be computed (nothing published, say) does not hold. */
  targets: { relevantKept: boolean; publishPrecision: boolean; categoryAccuracy: boolean };
}

/** Computes the decision-level figures. */
export function decisionMetrics(rows: readonly DecisionRow[]): DecisionMetrics {
  let relevant = 0, kept = 0, published = 0, publishedRelevant = 0, catRight = 0, irrelevant = 0, rejectedIrrelevant = 0;
  const byLabel: Record<string, Record<DecisionName, number>> = {};
  for (const r of rows) {
    const isRelevant = r.label !== 'irrelevant';
    byLabel[r.label] ??= { published: 0, pending_review: 0, auto_rejected: 0 };
    byLabel[r.label]![r.decision]++;
    if (r.decision === 'published') {
      published++;
      if (isRelevant) publishedRelevant++;
    }
    if (isRelevant) {
      relevant++;
      if (r.decision !== 'auto_rejected') kept++;
      if (r.category === r.label) catRight++;
    } else {
      irrelevant++;
      if (r.decision === 'auto_rejected') rejectedIrrelevant++;
    }
  }
  const relevantKept = share(kept, relevant);
  const publishPrecision = share(publishedRelevant, published);
  const categoryAccuracy = share(catRight, relevant);
  const holds = (s: Share, target: number) => s.value !== null && s.value >= target;
  return {
    items: rows.length,
    relevant,
    relevantKept,
    publishPrecision,
    categoryAccuracy,
    relevantAutoPublished: share(publishedRelevant, relevant),
    irrelevantRejected: share(rejectedIrrelevant, irrelevant),
    byLabel,
    targets: {
      relevantKept: holds(relevantKept, DECISION_TARGETS.relevantKept),
      publishPrecision: holds(publishPrecision, DECISION_TARGETS.publishPrecision),
      categoryAccuracy: holds(categoryAccuracy, DECISION_TARGETS.categoryAccuracy),
    },
  };
}

/** Figures for all rows and separately for items with and without a summary. */
export interface SlicedMetrics {
  all: DecisionMetrics;
  withSummary: DecisionMetrics;
  headlineOnly: DecisionMetrics;
}

/** Computes the figures for all rows, rows with a summary and headline-only rows. */
export function slicedDecisionMetrics(rows: readonly DecisionRow[]): SlicedMetrics {
  return {
    all: decisionMetrics(rows),
    withSummary: decisionMetrics(rows.filter((r) => r.hasSummary)),
    headlineOnly: decisionMetrics(rows.filter((r) => !r.hasSummary)),
  };
}

const pct = (s: Share) => (s.value === null ? 'n/a' : `${(s.value * 100).toFixed(1)}% (${s.hits}/${s.of})`);

/** Renders the figures of one part of the set as the text `npm run evaluate` prints. */
export function formatDecisionReport(m: SlicedMetrics, title: string): string {
  const cols = [m.all, m.withSummary, m.headlineOnly];
  const w = 22;
  const row = (name: string, cells: string[]) => `${name.padEnd(34)}${cells.map((c) => c.padEnd(w)).join('')}`.trimEnd();
  const target = (name: string, t: number, s: Share, ok: boolean) => `  ${name.padEnd(28)} ${pct(s).padEnd(20)} target ≥ ${(t * 100).toFixed(0)}%: ${ok ? 'holds' : 'NOT MET'}`;
  const labels = [...LABELS].filter((l) => cols.some((c) => c.byLabel[l]));
  const counts = (c: DecisionMetrics, l: string) => {
    const d = c.byLabel[l];
    return d ? `${d.published} / ${d.pending_review} / ${d.auto_rejected}` : '-';
  };
  return [
    title,
    row('', ['all', 'with summary', 'headline only']),
    row('items (relevant)', cols.map((c) => `${c.items} (${c.relevant})`)),
    row('relevant kept (not auto-rejected)', cols.map((c) => pct(c.relevantKept))),
    row('auto-published precision', cols.map((c) => pct(c.publishPrecision))),
    row('category accuracy (relevant)', cols.map((c) => pct(c.categoryAccuracy))),
    row('relevant auto-published', cols.map((c) => pct(c.relevantAutoPublished))),
    row('irrelevant auto-rejected', cols.map((c) => pct(c.irrelevantRejected))),
    '',
    row('decisions by true label', ['published / review / rejected']),
    ...labels.map((l) => row(`  ${l}`, cols.map((c) => counts(c, l)))),
    '',
    'targets (all items of this part):',
    target('relevant kept', DECISION_TARGETS.relevantKept, m.all.relevantKept, m.all.targets.relevantKept),
    target('auto-published precision', DECISION_TARGETS.publishPrecision, m.all.publishPrecision, m.all.targets.publishPrecision),
    target('category accuracy', DECISION_TARGETS.categoryAccuracy, m.all.categoryAccuracy, m.all.targets.categoryAccuracy),
  ].join('\n');
}

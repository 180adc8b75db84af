/**
 * The promotional head's labelled data (docs/curation.md §9): `corpus/promotional.jsonl` trains it,
 * `corpus/evaluation-promotional.jsonl` measures it and is never trained on (its calibration part may tune the flag's
 * threshold, its test part nothing). Items carry what ingest gives the classifier for such stories: headline,
 * summary, the opening of the body, the feed's name and the article URL, the feed's tags.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PROMO_CHOICES, type PromoChoice } from '../../../domain/promotional.ts';
import type { ClassifierInput } from '../classification.ts';
import type { CorpusExample } from './corpus.ts';

export const PROMO_CORPUS_PATH = fileURLToPath(new URL('../corpus/promotional.jsonl', import.meta.url));
export const PROMO_EVALUATION_PATH = fileURLToPath(new URL('../corpus/evaluation-promotional.jsonl', import.meta.url));

/** One labelled item. */
export interface PromoExample {
  id: string;
  title: string;
  summary: string;
  /** Plain text of the body's opening, or '' when the feed gives none. */
  content: string;
  source_name: string;
  url: string;
  tags: string[];
  promo: PromoChoice;
  /** Whose style the item imitates (a trade outlet, a wire, a brand's newsroom). */
  outlet_style: string;
  origin: 'handwritten' | 'composed' | 'editorial-decision' | 'corpus';
}

const FIELDS = ['id', 'title', 'summary', 'content', 'source_name', 'url', 'tags', 'promo', 'outlet_style', 'origin'] as const;
const ORIGINS = ['handwritten', 'composed'];
const norm = (t: string) => t.trim().toLowerCase();

/**
 * Everything wrong with the rows of a promotional file (empty when valid): exact fields, ids `<prefix>` + four digits
 * and unique, titles unique ignoring case and not in `otherTitles` (the other files), known kinds.
 */
export function promoSetProblems(rows: readonly Record<string, unknown>[], idPrefix: string, otherTitles: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const titles = new Set<string>();
  const idPattern = new RegExp(`^${idPrefix}\\d{4}$`);
  rows.forEach((row, i) => {
    const at = `row ${i + 1}`;
    if (Object.keys(row).sort().join() !== [...FIELDS].sort().join()) problems.push(`${at}: fields must be exactly ${FIELDS.join(', ')}`);
    const { id, title, summary, content, source_name: source, url, tags, promo, outlet_style: outlet, origin } = row;
    if (typeof id !== 'string' || !idPattern.test(id)) problems.push(`${at}: id must look like ${idPrefix}0001`);
    else if (ids.has(id)) problems.push(`${at}: duplicate id ${id}`);
    else ids.add(id);
    if (typeof title !== 'string' || title.trim() === '') problems.push(`${at}: title must be a non-empty string`);
    else {
      if (titles.has(norm(title))) problems.push(`${at}: duplicate title "${title}"`);
      if (otherTitles.has(norm(title))) problems.push(`${at}: title also in another labelled file "${title}"`);
      titles.add(norm(title));
    }
    for (const [name, v] of [['summary', summary], ['content', content], ['source_name', source], ['outlet_style', outlet]] as const) {
      if (typeof v !== 'string') problems.push(`${at}: ${name} must be a string`);
    }
    if (typeof url !== 'string' || !/^https?:\/\/[^/\s]+\//.test(url)) problems.push(`${at}: url must be an http(s) URL`);
    if (!Array.isArray(tags) || tags.some((t) => typeof t !== 'string')) problems.push(`${at}: tags must be a list of strings`);
    if (typeof promo !== 'string' || !(PROMO_CHOICES as readonly string[]).includes(promo)) problems.push(`${at}: promo must be one of ${PROMO_CHOICES.join(', ')}`);
    if (typeof origin !== 'string' || !ORIGINS.includes(origin)) problems.push(`${at}: origin must be one of ${ORIGINS.join(', ')}`);
  });
  return problems;
}

/** Reads and validates a promotional file; throws listing the first problems. The checksum names the data in a model's version. */
export function loadPromoSet(path: string, idPrefix: string): { examples: PromoExample[]; checksum: string } {
  const text = readFileSync(path, 'utf8');
  const rows = text
    .split('\n')
    .filter((l) => l.trim())
    .map((line, i) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`${path}:${i + 1}: not valid JSON`);
      }
    });
  const problems = promoSetProblems(rows, idPrefix);
  if (problems.length > 0) throw new Error(`${path}: ${problems.slice(0, 5).join('; ')}`);
  return { examples: rows as unknown as PromoExample[], checksum: createHash('sha256').update(text).digest('hex').slice(0, 16) };
}

/** The training file (ids p0001…). */
export const loadPromoCorpus = (path: string = PROMO_CORPUS_PATH) => loadPromoSet(path, 'p');
/** The evaluation file (ids pe0001…). */
export const loadPromoEvaluationSet = (path: string = PROMO_EVALUATION_PATH) => loadPromoSet(path, 'pe').examples;

/** The classifier input ingest would build for the item. */
export function promoInputOf(e: Pick<PromoExample, 'title' | 'summary' | 'content' | 'source_name' | 'url' | 'tags'>): ClassifierInput {
  return { title: e.title, summary: e.summary, content: e.content || null, sourceName: e.source_name || null, sourceUrl: e.url || null, tags: e.tags };
}

/**
 * News items of a category-labelled file as promotional negatives: every item of the corpus and of the real-world set
 * was written as a journalist's report (docs/curation.md §9), so each is "none". They teach the head that reporting
 * about sponsored posts, launches and deals is not promotional copy.
 */
export function newsAsPromoExamples(examples: readonly CorpusExample[], outletUrl: (e: CorpusExample) => { name: string; url: string } | null = () => null): PromoExample[] {
  return examples.map((e) => {
    const outlet = outletUrl(e);
    return { id: e.id, title: e.title, summary: e.summary, content: '', source_name: outlet?.name ?? '', url: outlet?.url ?? '', tags: [], promo: 'none', outlet_style: 'corpus', origin: 'corpus' };
  });
}

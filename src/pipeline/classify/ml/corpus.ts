/** The labelled corpus (corpus/labelled.jsonl): loading, validation and the stable train/held-out split. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATEGORY_SLUGS } from '../../../domain/categories.ts';

export const CORPUS_PATH = fileURLToPath(new URL('../corpus/labelled.jsonl', import.meta.url));
export const LABELS = [...CATEGORY_SLUGS, 'irrelevant'] as const;
/** Share of examples held out for evaluation (by a stable hash of the id, never by position). */
export const HELD_OUT_SHARE = 0.2;

/** One labelled example. */
export interface CorpusExample {
  id: string;
  title: string;
  summary: string;
  label: (typeof LABELS)[number];
  india: boolean;
  origin: string;
}

/** Reads and validates the corpus; throws naming the first bad line. */
export function loadCorpus(path: string = CORPUS_PATH): { examples: CorpusExample[]; checksum: string } {
  const text = readFileSync(path, 'utf8');
  const examples: CorpusExample[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    let row: CorpusExample;
    try {
      row = JSON.parse(line) as CorpusExample;
    } catch {
      throw new Error(`${path}:${i + 1}: not valid JSON`);
    }
    if (!row.id || !row.title || typeof row.summary !== 'string' || !(LABELS as readonly string[]).includes(row.label) || typeof row.india !== 'boolean') {
      throw new Error(`${path}:${i + 1}: needs id, title, summary, a known label and a boolean india`);
    }
    examples.push(row);
  });
  return { examples, checksum: createHash('sha256').update(text).digest('hex').slice(0, 16) };
}

/** A number in [0, 1) fixed by the id: the first four bytes of sha256(id) over 2^32 (splits by it survive edits and reordering). */
export function stableHashFraction(id: string): number {
  return createHash('sha256').update(id).digest().readUInt32BE(0) / 0x1_0000_0000;
}

/** True when the example belongs to the held-out split (stable across runs and corpus edits). */
export function isHeldOut(id: string): boolean {
  return stableHashFraction(id) < HELD_OUT_SHARE;
}

/** Splits examples into training and held-out sets. */
export function splitCorpus(examples: CorpusExample[]): { train: CorpusExample[]; heldOut: CorpusExample[] } {
  const train: CorpusExample[] = [];
  const heldOut: CorpusExample[] = [];
  for (const e of examples) (isHeldOut(e.id) ? heldOut : train).push(e);
  return { train, heldOut };
}

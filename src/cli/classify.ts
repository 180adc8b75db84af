/**
 * `npm run classify`: reads JSON lines {title, summary, content?, source_name?, source_url?} on stdin and writes one
 * JSON line per input, in input order: {relevant, category, relevance_score, ml_confidence_score, india_relevant,
 * quality_score, decision}. A bad line gets {error} in its place so outputs stay aligned with inputs.
 */
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { getClassifier } from '../pipeline/classify/bundledModel.ts';
import { decideStatus } from '../pipeline/decide/decideStatus.ts';

const inputSchema = z.object({
  title: z.string({ error: 'title is required' }).min(1, 'title is required'),
  summary: z.string({ error: 'summary must be text' }).default(''),
  content: z.string().nullish(),
  source_name: z.string().nullish(),
  source_url: z.string().nullish(),
});

const classify = getClassifier();
const out: string[] = [];
const flush = () => {
  if (out.length) process.stdout.write(`${out.splice(0).join('\n')}\n`);
};
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  let parsed: z.infer<typeof inputSchema>;
  try {
    const result = inputSchema.safeParse(JSON.parse(line));
    if (!result.success) {
      out.push(JSON.stringify({ error: result.error.issues.map((i) => i.message).join('; ') }));
      continue;
    }
    parsed = result.data;
  } catch {
    out.push(JSON.stringify({ error: 'line is not valid JSON' }));
    continue;
  }
  const c = classify({ title: parsed.title, summary: parsed.summary, content: parsed.content, sourceName: parsed.source_name, sourceUrl: parsed.source_url });
  const { decision } = decideStatus(c);
  out.push(
    JSON.stringify({
      relevant: decision !== 'auto_rejected',
      category: c.category,
      relevance_score: c.relevanceScore,
      ml_confidence_score: c.mlConfidenceScore,
      india_relevant: c.india.isRelevant,
      quality_score: c.qualityScore,
      decision,
    }),
  );
  if (out.length >= 256) flush();
}
flush();

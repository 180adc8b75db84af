import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nodeEntryArgs } from '../testing/nodeEntry.ts';

describe('npm run classify', () => {
  it('answers one JSON line per input line, in order, with an error line for bad input', () => {
    const input = [
      JSON.stringify({ title: 'Mumbai agency signs 200 micro-influencers for a festive beauty campaign', summary: 'Creators on Instagram Reels will post in Hindi and Marathi.' }),
      'not json',
      JSON.stringify({ summary: 'no title' }),
      JSON.stringify({ title: 'Monsoon floods roads in Kerala', summary: 'Schools closed as IMD issues red alert.', source_url: 'https://example.in/x' }),
    ].join('\n');
    const res = spawnSync(process.execPath, nodeEntryArgs('classify'), { input, encoding: 'utf8', timeout: 60_000 });
    expect(res.status).toBe(0);
    const lines = res.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ relevant: true, decision: 'published', india_relevant: true });
    expect(Object.keys(lines[0] ?? {}).sort()).toEqual(['category', 'decision', 'india_relevant', 'ml_confidence_score', 'quality_score', 'relevance_score', 'relevant'].sort());
    expect(lines[1]).toEqual({ error: 'line is not valid JSON' });
    expect(lines[2]?.error).toMatch(/title/);
    expect(lines[3]).toMatchObject({ relevant: false, decision: 'auto_rejected' });
  }, 60_000);
});

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isCalibration } from '../pipeline/classify/ml/realWorldEvaluation.ts';
import { nodeEntryArgs } from '../testing/nodeEntry.ts';

describe('npm run evaluate', () => {
  it('prints the held-out split and both parts of the real-world set, and lists only calibration items as errors', () => {
    const res = spawnSync(process.execPath, [...nodeEntryArgs('evaluate'), '--show-calibration-errors'], { encoding: 'utf8', timeout: 120_000 });
    expect(res.status).toBe(0);
    const out = res.stdout;
    expect(out).toContain('Evaluation on the held-out split (never used for training)');
    expect(out).toContain('Hand-written held-out examples only');
    expect(out).toMatch(/Real-world-style evaluation set \(corpus\/evaluation-realworld\.jsonl, \d+ items, never used for training\)/);
    expect(out).toMatch(/Calibration part \(\d+ items, about 40%\)/);
    expect(out).toMatch(/Test part \(\d+ items, about 60%\): THE HONEST FIGURE/);
    expect(out).toMatch(/all\s+with summary\s+headline only/);
    for (const figure of ['relevant kept', 'auto-published precision', 'category accuracy']) {
      expect(out).toMatch(new RegExp(`${figure}\\s+(\\d+\\.\\d% \\(\\d+/\\d+\\)|n/a)\\s+target ≥ \\d+%: (holds|NOT MET)`));
    }
    const listed = [...out.matchAll(/^ {2}(rw\d{4}) \[/gm)].map((m) => m[1] as string);
    for (const id of listed) expect(isCalibration(id), id).toBe(true);
  }, 120_000);
});

#!/usr/bin/env node
/**
 * Counts tests (as vitest collects them, `it.each` cases expanded) and `expect(` assertions per test project, so a
 * reorganisation of the suite can show that nothing was lost: `node scripts/countTests.mjs [vitest-list.json]`.
 * Without an argument it runs `vitest list --json` itself (it imports every test file: about three minutes).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const output = process.argv[2] ? readFileSync(process.argv[2], 'utf8') : execFileSync('npx', ['vitest', 'list', '--json'], { encoding: 'utf8', maxBuffer: 64 << 20 });
// The list is the JSON array on its own line; the browser projects' global setup prints a line before it.
const listed = JSON.parse(output.slice(output.search(/^\[/m)));
const byProject = new Map();
for (const t of listed) {
  const p = byProject.get(t.projectName) ?? { tests: 0, files: new Set() };
  p.tests++;
  p.files.add(t.file);
  byProject.set(t.projectName, p);
}
// Assertions are counted in the source: every `expect(` and `expect.poll(` call site, not how often it runs.
const countIn = (file) => {
  const src = readFileSync(file, 'utf8');
  return { expect: (src.match(/\bexpect\(/g) ?? []).length, poll: (src.match(/\bexpect\.poll\(/g) ?? []).length };
};
let total = { files: 0, tests: 0, expect: 0, poll: 0 };
for (const [name, p] of [...byProject].sort()) {
  const sums = [...p.files].map(countIn).reduce((a, b) => ({ expect: a.expect + b.expect, poll: a.poll + b.poll }), { expect: 0, poll: 0 });
  console.log(`${name.padEnd(12)} files ${String(p.files.size).padStart(3)}  tests ${String(p.tests).padStart(5)}  expect( ${String(sums.expect).padStart(5)}  expect.poll( ${String(sums.poll).padStart(4)}`);
  total = { files: total.files + p.files.size, tests: total.tests + p.tests, expect: total.expect + sums.expect, poll: total.poll + sums.poll };
}
console.log(`${'total'.padEnd(12)} files ${String(total.files).padStart(3)}  tests ${String(total.tests).padStart(5)}  expect( ${String(total.expect).padStart(5)}  expect.poll( ${String(total.poll).padStart(4)}`);

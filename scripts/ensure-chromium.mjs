#!/usr/bin/env node
// Makes sure Debian's Chromium builds are installed (no downloaded browser builds: the network only reaches Debian's
// and npm's registries): `chromium`, the full browser (the PostgreSQL browser tests, bench:web's Lighthouse, the
// screenshots), and `chromium-headless-shell`, the same release built as the headless-only shell, in which the PGlite
// browser tests run at about half the CPU (e2e/support/browser.ts). With CHROMIUM_PATH set, only that one is needed.
// Without the shell (not installable here), the browser tests run in the full browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FULL = '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';
const custom = process.env.CHROMIUM_PATH;
const wanted = custom ? [{ path: custom }] : [
  { path: FULL, pkg: 'chromium' },
  { path: SHELL, pkg: 'chromium-headless-shell', optional: true },
];
const missing = wanted.filter((w) => !existsSync(w.path));
if (missing.length === 0) process.exit(0);
if (custom) {
  console.error(`Chromium not found at CHROMIUM_PATH=${custom}.`);
  process.exit(1);
}
if (process.platform !== 'linux' || typeof process.getuid !== 'function') {
  console.error(`Chromium not found at ${missing.map((m) => m.path).join(' and ')}. Install Chromium and set CHROMIUM_PATH.`);
  process.exit(missing.some((m) => !m.optional) ? 1 : 0);
}
const sudo = process.getuid() === 0 ? [] : ['sudo', '-n'];
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args];
  execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};
console.log(`Installing ${missing.map((m) => m.pkg).join(' and ')} from Debian packages for the browser tests...`);
try {
  run(['apt-get', 'update', '-q']);
  run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...missing.map((m) => m.pkg), 'fonts-noto-core']);
} catch (err) {
  console.error(`Could not install ${missing.map((m) => m.pkg).join(' and ')} (${err.message}).`);
}
for (const m of missing) {
  if (existsSync(m.path)) continue;
  if (m.optional) console.warn(`${m.path} is missing: the browser tests will run in ${FULL} (slower).`);
  else {
    console.error(`Chromium still missing at ${m.path}. Install the Debian package "${m.pkg}" or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

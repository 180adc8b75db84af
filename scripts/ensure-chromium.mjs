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
  const required = missing.some((m) => !m.optional);
  if (required) console.error(`Chromium not found at ${FULL}. Install Chromium and set CHROMIUM_PATH.`);
  else console.warn(`${SHELL} is missing: the browser tests will run in ${FULL} (slower).`);
  process.exit(required ? 1 : 0);
}
const sudo = process.getuid() === 0 ? [] : ['sudo', '-n'];
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args];
  execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};
/** Installs packages with apt; false (after saying why) when apt fails. */
const install = (pkgs) => {
  console.log(`Installing ${pkgs.join(' and ')} from Debian packages for the browser tests...`);
  try {
    run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...pkgs]);
    return true;
  } catch (err) {
    console.error(`Could not install ${pkgs.join(' and ')} (${err.message}).`);
    return false;
  }
};
try {
  run(['apt-get', 'update', '-q']);
} catch (err) {
  console.error(`apt-get update failed (${err.message}); trying the package lists as they are.`);
}
// The full browser first and on its own: the shell is optional, and a failure to get it must not cost the browser.
const required = missing.filter((m) => !m.optional);
if (required.length > 0) install([...required.map((m) => m.pkg), 'fonts-noto-core']);
const optional = missing.filter((m) => m.optional);
if (optional.length > 0) install(optional.map((m) => m.pkg));
for (const m of missing) {
  if (existsSync(m.path)) continue;
  if (m.optional) console.warn(`${m.path} is missing: the browser tests will run in ${FULL} (slower).`);
  else {
    console.error(`Chromium still missing at ${m.path}. Install the Debian package "${m.pkg}" or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

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
/** The Debian package of each browser this script can install. */
const PACKAGE = { [FULL]: 'chromium', [SHELL]: 'chromium-headless-shell' };

const custom = process.env.CHROMIUM_PATH;
const wanted = custom ? [{ path: custom }] : [{ path: FULL }, { path: SHELL, optional: true }];
const missing = wanted.filter((w) => !existsSync(w.path)).map((w) => ({ ...w, pkg: PACKAGE[w.path] }));
if (missing.length === 0) process.exit(0);

/** Says what is still missing; exits 1 if that is a browser the tests cannot do without. */
function reportMissing() {
  for (const m of missing.filter((m) => !existsSync(m.path))) {
    if (m.optional) {
      console.warn(`${m.path} is missing: the browser tests will run in ${FULL} (slower).`);
      continue;
    }
    console.error(`Chromium not found at ${m.path}. ${m.pkg ? `Install the Debian package "${m.pkg}"` : 'Install Chromium there'} or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

if (process.platform !== 'linux' || typeof process.getuid !== 'function' || missing.some((m) => !m.pkg)) reportMissing();
else {
  const sudo = process.getuid() === 0 ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  const install = (pkgs) => {
    if (pkgs.length === 0) return;
    console.log(`Installing ${pkgs.join(' and ')} from Debian packages for the browser tests...`);
    try {
      run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...pkgs]);
    } catch (err) {
      console.error(`Could not install ${pkgs.join(' and ')} (${err.message}).`);
    }
  };
  try {
    run(['apt-get', 'update', '-q']);
  } catch (err) {
    console.error(`apt-get update failed (${err.message}); trying the package lists as they are.`);
  }
  // The required browser first and on its own: a failure to get the optional shell must not cost it.
  const required = missing.filter((m) => !m.optional).map((m) => m.pkg);
  install(required.length > 0 ? [...required, 'fonts-noto-core'] : []);
  install(missing.filter((m) => m.optional).map((m) => m.pkg));
  reportMissing();
}

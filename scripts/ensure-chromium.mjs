#!/usr/bin/env node
// Makes sure Debian's Chromium is installed for the browser tests (no downloaded browser builds: the network
// only reaches Debian's and npm's registries). Uses CHROMIUM_PATH when set, else /usr/bin/chromium.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) {
  process.exit(0);
}
if (process.platform !== 'linux' || typeof process.getuid !== 'function') {
  console.error(`Chromium not found at ${path}. Install Chromium and set CHROMIUM_PATH.`);
  process.exit(1);
}
const sudo = process.getuid() === 0 ? [] : ['sudo', '-n'];
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args];
  execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};
console.log('Installing Chromium from Debian packages for the browser tests...');
try {
  run(['apt-get', 'update', '-q']);
  run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', 'chromium', 'fonts-noto-core']);
} catch (err) {
  console.error(`Could not install Chromium (${err.message}). Install the Debian package "chromium" or set CHROMIUM_PATH.`);
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`Chromium still missing at ${path} after installing.`);
  process.exit(1);
}

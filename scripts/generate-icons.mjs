#!/usr/bin/env node
// Renders the app icons in public/icons/ from the site's logo (public/favicon.svg, the same mark as LogoMark in
// src/web/components/icons.tsx) with headless Chromium, so the PNGs are reproducible: `node scripts/generate-icons.mjs`.
// "any" icons are the rounded tile as drawn; the maskable one fills the square with the tile colour and keeps the
// motif inside the central 80 % safe zone, since launchers crop it to their own shape.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const tile = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(logo)?.[1];
if (!tile) throw new Error('favicon.svg: no tile colour found');
// The motif without its rounded tile, for the maskable icon.
const motif = logo.replace(/<rect[^>]*\/>/, '');

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'apple-touch-icon.png', size: 180, svg: logo, background: tile },
  { file: 'maskable-512.png', size: 512, svg: motif, background: tile, scale: 0.8 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const inner = Math.round(icon.size * (icon.scale ?? 1));
    const svg = icon.svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:flex;align-items:center;justify-content:center;background:${icon.background ?? 'transparent'}">${svg}</body></html>`,
    );
    await page.screenshot({ path: path.join(root, 'public/icons', icon.file), omitBackground: !icon.background });
    await page.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}

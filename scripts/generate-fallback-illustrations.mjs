/**
 * Story illustrations (issue 9: "fallback illustrations that vary per story"): from each category's illustration
 * (public/images/categories/<slug>.svg, variant 0) this writes variants 1-5 as <slug>-<n>.svg: the gradient turned,
 * the highlight and the rings moved to other corners, the symbol moved and resized. The symbol stays within the
 * middle square, so a phone's square thumbnail (the centre of the 16:9 picture) still shows it whole.
 * Run after changing an illustration: `node scripts/generate-fallback-illustrations.mjs` (the output is committed).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'categories');
const W = 1200;
const H = 675;

/** Variants 1-5 (variant 0 is the category's own file). Keep in step with STORY_ILLUSTRATION_VARIANTS (domain). */
const VARIANTS = [
  { gradient: [1, 0, 0, 1], highlight: [0.15, 0.12], rings: `translate(${W} 0) scale(-1 1)`, symbol: [-130, 0, 0.85] },
  { gradient: [0, 1, 1, 0], highlight: [0.85, 0.9], rings: `translate(0 ${H}) scale(1 -1)`, symbol: [130, 0, 0.85] },
  { gradient: [1, 1, 0, 0], highlight: [0.1, 0.88], rings: `translate(${W} ${H}) scale(-1 -1)`, symbol: [-110, 30, 0.72] },
  { gradient: [0, 0, 1, 0], highlight: [0.5, 0.05], rings: `translate(${W} 0) scale(-1 1)`, symbol: [120, -25, 0.78] },
  { gradient: [0, 0, 0, 1], highlight: [0.92, 0.5], rings: `translate(0 ${H}) scale(1 -1)`, symbol: [0, 0, 1.15] },
];

function replaceOnce(svg, from, to, file) {
  if (!svg.includes(from)) throw new Error(`${file}: expected ${from}`);
  return svg.replace(from, to);
}

let written = 0;
for (const file of readdirSync(DIR)) {
  const m = /^([a-z-]+)\.svg$/.exec(file);
  if (!m || /-\d$/.test(m[1])) continue;
  const base = readFileSync(path.join(DIR, file), 'utf8');
  VARIANTS.forEach((v, i) => {
    const [x1, y1, x2, y2] = v.gradient;
    const [cx, cy] = v.highlight;
    const [dx, dy, s] = v.symbol;
    let svg = replaceOnce(base, 'x1="0" y1="0" x2="1" y2="1"', `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, file);
    svg = replaceOnce(svg, 'cx=".82" cy=".1" r=".75"', `cx="${cx}" cy="${cy}" r=".75"`, file);
    svg = replaceOnce(svg, '<g fill="none" stroke="#fff" stroke-opacity=".09"', `<g transform="${v.rings}" fill="none" stroke="#fff" stroke-opacity=".09"`, file);
    svg = replaceOnce(svg, '<g opacity=".92">', `<g opacity=".92" transform="translate(${W / 2 + dx} ${H / 2 + dy}) scale(${s}) translate(${-W / 2} ${-H / 2})">`, file);
    writeFileSync(path.join(DIR, `${m[1]}-${i + 1}.svg`), svg);
    written++;
  });
}
console.log(`wrote ${written} story illustrations to ${path.relative(process.cwd(), DIR)}`);

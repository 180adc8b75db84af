/** `npm run feeds -- import <file.opml> | export [file.opml] | list`: manage feed sources from the command line. */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportOpml, importOpml, OpmlFormatError } from '../pipeline/sources/opml.ts';
import { listSources, type FeedSourceWithHealth } from '../services/feedSources.ts';
import { boot } from './bootstrap.ts';

const USAGE = `Usage:
  npm run feeds -- import <file.opml>   add the feeds of an OPML file (URLs already known are skipped)
  npm run feeds -- export [file.opml]   write every feed source as OPML (to stdout when no file is given)
  npm run feeds -- list                 show every source with its latest health check
`;

function usage(problem?: string): never {
  process.stderr.write(`${problem ? `${problem}\n\n` : ''}${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({ options: { help: { type: 'boolean', short: 'h', default: false } }, allowPositionals: true });
} catch (err) {
  usage(err instanceof Error ? err.message : String(err));
}
if (parsed.values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const [command, file, ...extra] = parsed.positionals;
if (command === undefined) usage();
if (!['import', 'export', 'list'].includes(command)) usage(`Unknown command "${command}".`);
if (command === 'import' && file === undefined) usage('import needs the OPML file to read.');
if (command === 'list' && file !== undefined) usage('list takes no arguments.');
if (extra.length > 0) usage(`Unexpected argument${extra.length > 1 ? 's' : ''}: ${extra.join(' ')}`);

// npm runs scripts from the package root; INIT_CWD is where the user typed the command.
const resolveFile = (f: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), f);

/** Reads the OPML file before booting, so a wrong path fails fast with the path in the message. */
async function readInput(f: string): Promise<string> {
  try {
    return await readFile(resolveFile(f), 'utf8');
  } catch (err) {
    process.stderr.write(`Cannot read ${f}: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

const opmlText = command === 'import' && file !== undefined ? await readInput(file) : undefined;

/** One line per source: state, priority, richness, failures, latest check, name and URL. */
function formatList(sources: FeedSourceWithHealth[]): string {
  const rows = sources.map((s) => {
    const h = s.latestHealth;
    return [
      s.disabledAt ? 'disabled' : s.isActive ? 'active' : 'paused',
      String(s.priority),
      String(s.dataRichnessScore),
      String(s.consecutiveFailures),
      h ? h.status : 'unknown',
      h ? `${h.responseTimeMs}ms` : '',
      h ? String(h.itemsFound) : '',
      h ? String(h.imagesExtracted) : '',
      h ? String(h.dataPointsExtracted) : '',
      h ? h.checkTimestamp.toISOString() : '',
      s.name,
      s.url,
    ];
  });
  const header = ['state', 'prio', 'richness', 'failures', 'health', 'time', 'items', 'images', 'points', 'checked', 'name', 'url'];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => (r[i] ?? '').length)));
  return [header, ...rows].map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ')).join('\n');
}

const { database } = await boot({ logToStderr: true });
let exitCode = 0;
try {
  if (command === 'import' && opmlText !== undefined) {
    const result = await importOpml(database.db, opmlText);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } else if (command === 'export') {
    const opml = await exportOpml(database.db);
    if (file === undefined) process.stdout.write(opml);
    else {
      await writeFile(resolveFile(file), opml, 'utf8');
      process.stderr.write(`Wrote ${file}\n`);
    }
  } else {
    process.stdout.write(`${formatList(await listSources(database.db))}\n`);
  }
} catch (err) {
  if (!(err instanceof OpmlFormatError)) throw err;
  process.stderr.write(`${err.message}\n`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);

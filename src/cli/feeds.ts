/**
 * `npm run feeds -- import <file.opml> | export [file.opml] | list | inspect <file-or-url> [--base-url URL] [--json]`:
 * manage feed sources from the command line, and see what the pipeline would take from one feed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fetchFeed } from '../pipeline/fetch/fetchFeed.ts';
import { formatInspection, inspectFeedDocument } from '../pipeline/inspectFeed.ts';
import { FeedParseError } from '../pipeline/parse/parseFeedDocument.ts';
import { exportOpml, importOpml, OpmlFormatError } from '../pipeline/sources/opml.ts';
import { listSources, type FeedSourceWithHealth } from '../services/feedSources.ts';
import { boot } from './bootstrap.ts';

const USAGE = `Usage:
  npm run feeds -- import <file.opml>   add the feeds of an OPML file (URLs already known are skipped)
  npm run feeds -- export [file.opml]   write every feed source as OPML (to stdout when no file is given)
  npm run feeds -- list                 show every source with its latest health check
  npm run feeds -- inspect <file-or-url> [--base-url URL] [--json]
                                        what the pipeline would take from one feed (nothing is stored): each item's
                                        title, link, author, dates, image, enclosures, summary and the classifier's
                                        decision; --base-url resolves a file's relative links, --json prints one
                                        JSON document; exit 1 with one line for a document that is not a feed
`;

function usage(problem?: string): never {
  process.stderr.write(`${problem ? `${problem}\n\n` : ''}${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: { help: { type: 'boolean', short: 'h', default: false }, json: { type: 'boolean', default: false }, 'base-url': { type: 'string' } },
    allowPositionals: true,
  });
} catch (err) {
  usage(err instanceof Error ? err.message : String(err));
}
if (parsed.values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const [command, file, ...extra] = parsed.positionals;
if (command === undefined) usage();
if (!['import', 'export', 'list', 'inspect'].includes(command)) usage(`Unknown command "${command}".`);
if (command !== 'inspect' && (parsed.values.json || parsed.values['base-url'] !== undefined)) usage('--json and --base-url belong to inspect.');
if (command === 'inspect' && file === undefined) usage('inspect needs a feed file or an http(s) URL.');
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

/** `inspect`: needs no database; prints the inspection and exits (1 with one line when the document cannot be read). */
async function inspect(target: string, options: { json: boolean; baseUrl: string | undefined }): Promise<never> {
  const fail = (message: string): never => {
    process.stderr.write(`${message.replace(/\s+/g, ' ').trim()}\n`);
    process.exit(1);
  };
  if (options.baseUrl !== undefined && !/^https?:\/\//i.test(options.baseUrl)) fail(`--base-url must be an http(s) URL, not "${options.baseUrl}".`);
  let document: Uint8Array | string;
  let documentUrl = options.baseUrl ?? null;
  if (/^https?:\/\//i.test(target)) {
    // The same SSRF-safe fetch as ingest: private and loopback addresses are refused.
    const fetched = await fetchFeed(target);
    if (fetched.kind === 'error') fail(`Cannot fetch ${target}: ${fetched.message}`);
    if (fetched.kind !== 'ok') fail(`Cannot fetch ${target}: no body (${fetched.kind})`);
    document = fetched.kind === 'ok' ? fetched.body : '';
    documentUrl ??= fetched.kind === 'ok' ? fetched.finalUrl : null;
  } else {
    try {
      document = new Uint8Array(await readFile(resolveFile(target)));
    } catch (err) {
      return fail(`Cannot read ${target}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  try {
    const inspection = inspectFeedDocument(document, { documentUrl });
    process.stdout.write(`${options.json ? JSON.stringify(inspection, null, 2) : formatInspection(inspection)}\n`);
  } catch (err) {
    if (err instanceof FeedParseError) fail(`${target}: ${err.message}`);
    throw err;
  }
  process.exit(0);
}

if (command === 'inspect' && file !== undefined) await inspect(file, { json: parsed.values.json, baseUrl: parsed.values['base-url'] });

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

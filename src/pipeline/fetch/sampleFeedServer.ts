/**
 * Serves the bundled sample feeds over HTTP on loopback, so offline starts and tests ingest them through
 * exactly the same fetch → parse → store path as real feeds. Sources store `sample:<file>` as their URL;
 * `resolveFeedUrl` maps that to this server.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export const SAMPLE_FEEDS_DIR = fileURLToPath(new URL('../sources/sample-feeds/', import.meta.url));
export const SAMPLE_URL_PREFIX = 'sample:';

/** Lists the sample feed file names. */
export function listSampleFeedFiles(dir: string = SAMPLE_FEEDS_DIR): string[] {
  return readdirSync(dir).filter((f) => /\.(xml|json)$/.test(f)).sort();
}

/**
 * Shifts every RSS/Atom/JSON Feed date in the document by the same amount so the newest item is
 * `newestAgeMs` old: sample data then reads as fresh news whenever the app is started.
 */
export function rebaseFeedDates(text: string, now: Date, newestAgeMs = 45 * 60_000): string {
  const rfc822 = /<(pubDate|lastBuildDate|dc:date)>([^<]+)<\/\1>/g;
  const iso = /<(updated|published)>([^<]+)<\/\1>/g;
  const json = /"(date_published|date_modified)"\s*:\s*"([^"]+)"/g;
  const dates: number[] = [];
  for (const re of [rfc822, iso, json]) for (const m of text.matchAll(re)) dates.push(Date.parse(m[2] ?? ''));
  const valid = dates.filter((d) => !Number.isNaN(d));
  if (valid.length === 0) return text;
  const shift = now.getTime() - newestAgeMs - Math.max(...valid);
  const move = (s: string) => {
    const t = Date.parse(s);
    return Number.isNaN(t) ? null : new Date(t + shift);
  };
  return text
    .replace(rfc822, (all, tag: string, value: string) => {
      const d = move(value);
      return d ? `<${tag}>${tag === 'dc:date' ? d.toISOString() : d.toUTCString()}</${tag}>` : all;
    })
    .replace(iso, (all, tag: string, value: string) => {
      const d = move(value);
      return d ? `<${tag}>${d.toISOString()}</${tag}>` : all;
    })
    .replace(json, (all, key: string, value: string) => {
      const d = move(value);
      return d ? `"${key}": "${d.toISOString()}"` : all;
    });
}

/** A running sample-feed server. */
export interface SampleFeedServer {
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts the server on an ephemeral loopback port. Dates are rebased once per start so ETags stay stable while it runs. */
export async function startSampleFeedServer(dir: string = SAMPLE_FEEDS_DIR, now: Date = new Date()): Promise<SampleFeedServer> {
  const files = new Map<string, { body: string; etag: string; type: string }>();
  for (const name of listSampleFeedFiles(dir)) {
    const body = rebaseFeedDates(readFileSync(`${dir}/${name}`, 'utf8'), now);
    files.set(name, {
      body,
      etag: `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`,
      type: name.endsWith('.json') ? 'application/feed+json' : name.includes('atom') || body.includes('<feed') ? 'application/atom+xml' : 'application/rss+xml',
    });
  }
  const server: Server = createServer((req, res) => {
    const name = decodeURIComponent((req.url ?? '/').slice(1).split('?')[0] ?? '');
    const file = files.get(name);
    if (!file) {
      res.writeHead(404).end('not found');
      return;
    }
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, { etag: file.etag }).end();
      return;
    }
    res.writeHead(200, { 'content-type': `${file.type}; charset=utf-8`, etag: file.etag }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Maps a stored source URL to the URL actually fetched (sample: URLs go to the sample server). */
export function resolveFeedUrl(sourceUrl: string, sampleServer: SampleFeedServer | undefined): string | null {
  if (!sourceUrl.startsWith(SAMPLE_URL_PREFIX)) return sourceUrl;
  if (!sampleServer) return null;
  return new URL(encodeURIComponent(sourceUrl.slice(SAMPLE_URL_PREFIX.length)), sampleServer.baseUrl).toString();
}

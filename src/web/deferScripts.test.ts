import { describe, expect, it } from 'vitest';
import { deferModuleScripts, deferModuleScriptsStream } from './deferScripts.ts';

const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc=="/><link rel="modulepreload" href="/assets/vendor.js" nonce="abc=="/>',
  '<script nonce="abc==">if (a < b && c > d) {}</script></head><body><p>Creators — सामग्री &lt;b&gt;</p>',
  '<script nonce="abc==">window.__reactRouterContext = {};</script>',
  '<script nonce="abc==" type="module" async="">import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script></body></html>',
].join('');

async function throughStream(chunks: Buffer[]): Promise<string> {
  const stream = deferModuleScriptsStream();
  const out: Buffer[] = [];
  stream.on('data', (c: Buffer | string) => out.push(Buffer.from(c)));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

describe('deferModuleScripts', () => {
  it('makes every module preload and the inline module script inert, and nothing else', () => {
    const html = deferModuleScripts(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<link rel="cei-modulepreload" href="\/assets\/[a-z.]+\.js" nonce="abc=="\/>/g)).toHaveLength(2);
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script nonce="abc==" type="cei/module">import "/assets/manifest.js";\nimport("/assets/entry.client.js");</script>');
    // The stylesheet and the classic inline scripts (hydration data, theme) are left as they are.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(html).toContain('<script nonce="abc==">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script nonce="abc==">if (a < b && c > d) {}</script>');
  });

  it('also matches a module script without a nonce', () => {
    expect(deferModuleScripts('<script type="module" async="">x</script>')).toBe('<script type="cei/module">x</script>');
  });
});

describe('deferModuleScriptsStream', () => {
  const bytes = Buffer.from(page, 'utf8');
  const expected = deferModuleScripts(page);

  it('gives the same document whichever byte the stream is cut at, multi-byte characters included', async () => {
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await throughStream([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it('gives the same document written a few bytes at a time', async () => {
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 7) chunks.push(bytes.subarray(i, i + 7));
    expect(await throughStream(chunks)).toBe(expected);
  });
});

/**
 * Starting pipeline jobs from the back office (POST /api/admin/jobs/{job}/run): admins only, the job handed to the
 * process's job queue, a run already queued refused with 409 instead of doubled, an unknown job 400, and each start in
 * the audit log. The queue is a recording stand-in here; the real trigger (pg-boss, waking a local worker) is covered
 * by the job-runner and start-up tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { anonymousCaller, signedInCaller, type AppCall } from '../testing/appSession.ts';
import { TEST_SITE } from '../testing/authTestClient.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

let t: TestDatabase;
let admin: AppCall;
let moderator: AppCall;
let visitor: AppCall;
const queued: string[] = [];
/** Names whose next trigger finds a run already queued. */
const busy = new Set<string>();

beforeAll(async () => {
  t = await createTestDatabase();
  const app = createApp({
    database: t.database,
    env: { SITE_NAME: 'Test', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' },
    log: createLogger('silent'),
    accounts: { sendMail: async () => {} },
    jobs: { trigger: async (name) => (busy.has(name) ? null : (queued.push(name), `job-${queued.length}`)) },
  });
  visitor = anonymousCaller(app);
  admin = (await signedInCaller(app, t.database.db, 'jobs-admin@example.com', { role: 'admin' })).call;
  moderator = (await signedInCaller(app, t.database.db, 'jobs-moderator@example.com', { role: 'moderator' })).call;
});
afterAll(async () => {
  await t?.drop();
});

describe('running pipeline jobs from the back office', () => {
  it('is for admins only, and refused from another site', async () => {
    expect((await visitor('POST', '/api/admin/jobs/fetch-feeds/run')).status).toBe(401);
    expect((await moderator('POST', '/api/admin/jobs/fetch-feeds/run')).status).toBe(403);
    expect((await admin('POST', '/api/admin/jobs/fetch-feeds/run', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect(queued).toEqual([]);
  });

  it('queues each job, refuses a second run while one is queued, and records who started it', async () => {
    for (const job of ['fetch-feeds', 'classify-drafts', 'orchestrate-pipeline', 'run-lifecycle']) {
      const res = await admin('POST', `/api/admin/jobs/${job}/run`);
      expect(res.status).toBe(202);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ job, jobId: `job-${queued.length}` });
    }
    expect(queued).toEqual(['fetch-feeds', 'classify-drafts', 'orchestrate-pipeline', 'run-lifecycle']);
    busy.add('run-lifecycle');
    const again = await admin('POST', '/api/admin/jobs/run-lifecycle/run');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe('Run Lifecycle is already queued or running; it was not started twice.');
    expect((await admin('POST', '/api/admin/jobs/drop-tables/run')).status).toBe(400);
    const log = (await (await admin('GET', '/api/admin/audit-log?action=system.run_job')).json()) as { events: { target: { id: string; label: string }; actor: { email: string } }[] };
    expect(log.events.map((e) => e.target.id)).toEqual(['run-lifecycle', 'orchestrate-pipeline', 'classify-drafts', 'fetch-feeds']);
    expect(log.events[0]).toMatchObject({ target: { label: 'Run Lifecycle' }, actor: { email: 'jobs-admin@example.com' } });
  });
});

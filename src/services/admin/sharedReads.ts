/**
 * Back-office reads shared while they run. When many editors reload the same screen together (a newsroom after a
 * big story, every open dashboard), one read serves all of them: a read asked for while the same read (same kind and
 * query) is running gets that run's answer, the same object, so the server presents, serialises and compresses it
 * once too (server/cacheableResponse.ts, sharedJsonAnswers). Nothing is kept once it is answered: an answer is never
 * older than the moment the first of its askers asked (services/singleFlight.ts).
 *
 * One case needs more. A moderator approves a story and their screen reloads the queue at once, while a colleague's
 * reload of the queue, started before the approval was written, is still running: joining it would show the approved
 * story still waiting. So a staff write answered by this process (server/app.ts calls `staffWriteAnswered` after
 * every state-changing /api/admin request) starts a new generation, and reads of different generations are never
 * shared. Writes made elsewhere (another web process, the pipeline's jobs) reach a read that started before them, as
 * they would any read running while they commit: at most one read's duration late.
 *
 * Callers authorise before they ask: sharing never skips a check.
 */
import type { Db } from '../../db/connection.ts';
import { createSingleFlight, type SingleFlight } from '../singleFlight.ts';

interface Shared {
  generation: number;
  flight: SingleFlight<string, unknown>;
}

const perDatabase = new WeakMap<Db, Shared>();

function sharedOf(db: Db): Shared {
  let shared = perDatabase.get(db);
  if (!shared) perDatabase.set(db, (shared = { generation: 0, flight: createSingleFlight() }));
  return shared;
}

/** `compute`'s answer, shared with the callers asking for the same `kind` and `key` in this generation while it runs. */
export function sharedRead<V>(db: Db, kind: string, key: string, compute: () => Promise<V>): Promise<V> {
  const shared = sharedOf(db);
  return shared.flight.run(`${shared.generation}\u0000${kind}\u0000${key}`, compute) as Promise<V>;
}

/** A staff write to this database was answered: reads asked from now on do not join reads already running. */
export function staffWriteAnswered(db: Db): void {
  sharedOf(db).generation++;
}

/** `npm run migrate`: applies pending migrations and exits. */
import { boot } from './bootstrap.ts';

const { log, database, applied } = await boot();
log.info({ applied }, applied.length ? `applied ${applied.length} migration${applied.length === 1 ? '' : 's'}; database is current` : 'database is current');
await database.close();

/** `npm run migrate`: applies pending migrations and exits. */
import { boot } from './bootstrap.ts';

const { log, database } = await boot();
log.info('database is current');
await database.close();

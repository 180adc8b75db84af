/**
 * A module-level schema that bundlers may leave out. `export const x = z.object({...})` is a call at module load, which
 * a bundler must keep (it cannot know zod has no side effects), so a browser page that imports only a constant or a
 * helper from the same domain file would download the whole of zod for nothing (26 KB compressed, issue 9). Written
 * as `export const x = defineSchema(() => z.object({...}))`, the schema is built exactly as before when the module
 * loads, but the call is marked free of side effects: a bundle that never reads `x` drops it, and zod with it.
 *
 * Use it for every module-level schema in a domain file the public pages import (directly or through another
 * domain file); e2e/firstLoad.test.ts fails when zod reaches a public page's first load again.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineSchema<T>(build: () => T): T {
  return build();
}

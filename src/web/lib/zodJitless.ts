/**
 * zod 4 compiles fast parsers with `new Function` unless told not to, and its probe for that is a CSP violation under
 * our policy (no eval). The app's root sets `z.config({ jitless: true })`; an islands document's entry must not import
 * zod for that (its core alone is about 8 KB compressed, and only islands that validate need zod at all). zod keeps its
 * configuration on `globalThis.__zod_globalConfig` and adopts an object it finds there when it loads, so the setting
 * is made before zod exists. zodJitless.test.ts fails if a zod release stops reading it from there.
 */
export function presetZodJitless(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}

/**
 * The load context every loader and action receives, typed: the server (server/app.ts) passes a WebLoadContext, and
 * this declaration tells React Router so, so routes read `context.content` without casts.
 */
import type { WebLoadContext } from '../domain/contracts.ts';

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}

export {};

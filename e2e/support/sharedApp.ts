/** What the browser-test global setup hands to every test file: where the shared app and browser are. */

/** A public URL different from where the app listens, so canonical, share and copied links provably come from SITE_URL. */
export const SHARED_SITE_URL = 'https://news.example.in';

/** The shared app of one browser-test project. */
export interface SharedApp {
  baseUrl: string;
  siteUrl: string;
  database: 'pglite' | 'postgresql';
  browserWsEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedApp: SharedApp;
  }
}

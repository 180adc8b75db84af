/**
 * `npm start`'s entry. React (loaded by the server build and by react-router) picks its production or development
 * build from NODE_ENV the first time it is loaded, so NODE_ENV is settled here before the site's modules are even
 * resolved (a dynamic import, not a static one whose order depends on the module graph): production unless told
 * otherwise.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
await import('./runSite.ts');
export {};

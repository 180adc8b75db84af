// Lint: typescript-eslint recommended rules, React hooks rules, and the import direction of ARCHITECTURE.md:
// domain ← db ← integrations ← pipeline ← services ← jobs/server/cli; policies ← domain only, used by services and
// above; web ← domain only.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Forbids imports of the named layers from files matching `files`. */
const layer = (files, forbidden, why) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((dir) => ({ group: [`**/${dir}/**`, `**/${dir}`], message: `${why} (see docs/architecture.md)` })) },
    ],
  },
});

export default tseslint.config(
  { ignores: ['build/**', 'node_modules/**', '.react-router/**', 'data/**', 'tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  layer(['src/domain/**'], ['db', 'integrations', 'policies', 'pipeline', 'services', 'jobs', 'server', 'web', 'cli'], 'domain/ is pure rules: it imports nothing but other domain modules'),
  layer(['src/db/**'], ['integrations', 'policies', 'pipeline', 'services', 'jobs', 'server', 'web', 'cli'], 'db/ may import only domain/'),
  layer(['src/integrations/**'], ['policies', 'pipeline', 'services', 'jobs', 'server', 'web', 'cli'], 'integrations/ (mail, payments) may import only domain/ and db/'),
  layer(['src/policies/**'], ['db', 'integrations', 'pipeline', 'services', 'jobs', 'server', 'web', 'cli'], 'policies/ decide from domain types alone: they import only domain/'),
  layer(['src/pipeline/**', 'src/services/**'], ['jobs', 'server', 'web', 'cli'], 'pipeline/ and services/ may import only domain/, db/, integrations/ and policies/'),
  // Services (the back office's "test this feed", retraining, an editor's article) call pipeline steps; never the reverse.
  { ...layer(['src/pipeline/**'], ['services', 'jobs', 'server', 'web', 'cli'], 'pipeline/ may import only domain/, db/, integrations/ and policies/; services call it, not the other way'), ignores: ['**/*.test.ts'] },
  layer(['src/jobs/**', 'src/server/**'], ['web', 'cli'], 'jobs/ and server/ never import web/ or cli/'),
  layer(['src/web/**'], ['db', 'integrations', 'policies', 'pipeline', 'services', 'jobs', 'server', 'cli'], 'web/ runs in the browser: it may import only domain/'),
);

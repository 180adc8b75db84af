/** Setup of the `dom` test project: unmount what a test rendered, so every test starts from an empty document. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// How long findBy* and waitFor wait for what a test expects before failing: a guard against a hang, not a speed
// assertion. Testing Library's default of 1 s failed CI on a loaded two-core machine, where `npm test` runs these files
// beside the integration tests (2026-11-29: the article dialog's fetched view appeared after more than a second).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

/** Setup of the `dom` test project: unmount what a test rendered, so every test starts from an empty document. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

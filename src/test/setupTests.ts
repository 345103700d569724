import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { resetCartStore, resetServerDisk, setLatencyOverride } from './fakeBackend';
import { disposeRenderedStores } from './renderApp';

// The fake backend's data is reset before every test (bulletproof-react style).
// Lazy pages and the toast stack arrive as separate modules; on a busy 2-core
// machine the first render of one can take longer than the default second.
configure({ asyncUtilTimeout: 4000 });

afterEach(disposeRenderedStores);

beforeEach(() => {
  // Absent from the few tests that run in plain Node (the build-time prerender).
  if (typeof localStorage !== 'undefined') localStorage.clear();
  resetCartStore();
  resetServerDisk(); // orders, card tokens, addresses: every record of the server's disk
  setLatencyOverride(0);
});

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { checkConsole, recordConsole } from './consoleCheck';
import { forgetSessionProofs } from '../api/sessionProof';
import { forgetShownMemories } from '../components/useShownPerEntry';
import { resetCartStore, resetOutbox, resetServerDisk, setLatencyOverride } from './fakeBackend';
import { disposeRenderedStores } from './renderApp';
import { resetScreen } from './screen';

// The fake backend's data is reset before every test (bulletproof-react style).
// Lazy pages and the toast stack arrive as separate modules; on a busy 2-core
// machine the first render of one can take longer than the default second.
configure({ asyncUtilTimeout: 4000 });

// An unexpected console.error or console.warn fails the test that logged it (src/test/consoleCheck.ts);
// checked after Testing Library's clean-up and the stores' disposal, which can log too.
recordConsole();
afterEach(disposeRenderedStores);
afterEach(checkConsole);
// What arrives after a file's last test (a late answer) fails the file.
afterAll(checkConsole);

beforeEach(() => {
  // Absent from the few tests that run in plain Node (the build-time prerender).
  if (typeof window !== 'undefined') {
    localStorage.clear();
    resetScreen();
  }
  resetCartStore();
  resetServerDisk(); // accounts, sessions, orders, card tokens, addresses: every record of the server's disk
  resetOutbox();
  forgetSessionProofs();
  forgetShownMemories();
  setLatencyOverride(0);
});

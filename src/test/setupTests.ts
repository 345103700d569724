import '@testing-library/jest-dom';
import { resetCartStore } from '../../mocks/cartStore';
import { setLatencyOverride } from '../../mocks/latency';
import { disposeRenderedStores } from './renderWithProviders';

// The fake backend's data is reset before every test (bulletproof-react style).
afterEach(disposeRenderedStores);

beforeEach(() => {
  localStorage.clear();
  resetCartStore();
  setLatencyOverride(0);
});

import '@testing-library/jest-dom';
import { resetCartStore } from '../../mocks/cartStore';
import { setLatencyOverride } from '../../mocks/latency';

// The fake backend's data is reset before every test (bulletproof-react style).
beforeEach(() => {
  localStorage.clear();
  resetCartStore();
  setLatencyOverride(0);
});

/**
 * The entry evaluates React's DOM renderer in a task of its own, then the
 * rest of the shop in the next task, so that neither is one long task.
 */
const evaluated: string[] = [];

jest.mock('../api/preload', () => ({ preloadCatalogue: () => evaluated.push('catalogue requested') }));
jest.mock('./paint', () => ({
  ...jest.requireActual<typeof import('./paint')>('./paint'),
  afterFirstPaint: () => Promise.resolve(),
}));
jest.mock('react-dom/client', () => {
  evaluated.push('react-dom');
  return {};
});
jest.mock('./startShop', () => {
  evaluated.push('shop');
  return {};
});

/** Settles pending promises without running any timer. */
async function settlePromises() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('the page entry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('evaluates react-dom, gives the main thread back, then evaluates the shop', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('./entry');
    });
    await settlePromises();
    expect(evaluated).toEqual(['catalogue requested', 'react-dom']);
    expect(jest.getTimerCount()).toBe(1); // the shop waits for the next task
    await jest.advanceTimersToNextTimerAsync();
    expect(evaluated).toEqual(['catalogue requested', 'react-dom', 'shop']);
  });
});

/**
 * The entry sends the catalogue request at once; once the page has been
 * painted, it evaluates React's DOM renderer in a task of its own, then the
 * rest of the shop in the next task, so that neither is one long task.
 */
const evaluated: string[] = [];
let painted!: () => void;

jest.mock('../api/preload', () => ({ preloadCatalogue: () => evaluated.push('catalogue requested') }));
jest.mock('./steps', () => ({
  ...jest.requireActual<typeof import('./steps')>('./steps'),
  afterFirstPaint: () => new Promise<void>((resolve) => (painted = resolve)),
}));
jest.mock('react-dom/client', () => {
  evaluated.push('react-dom');
  return {};
});
jest.mock('./startShop', () => {
  evaluated.push('shop');
  return {};
});

/** Settles pending promises (the dynamic imports included) without running any timer. */
async function settlePromises() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('the page entry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('requests the catalogue at once; once the page is painted, evaluates react-dom, gives the main thread back, then the shop', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('./entry');
    });
    await settlePromises();
    expect(evaluated).toEqual(['catalogue requested']);
    painted();
    await settlePromises();
    expect(evaluated).toEqual(['catalogue requested', 'react-dom']);
    expect(jest.getTimerCount()).toBe(1); // the shop waits for the next task
    await jest.advanceTimersToNextTimerAsync();
    expect(evaluated).toEqual(['catalogue requested', 'react-dom', 'shop']);
  });
});

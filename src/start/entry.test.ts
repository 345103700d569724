/**
 * The entry sends the catalogue request at once, and evaluates the shop only
 * once the page has been read to the end.
 */
const evaluated: string[] = [];
let read!: () => void;

jest.mock('../api/preload', () => ({ preloadCatalogue: () => evaluated.push('catalogue requested') }));
jest.mock('./steps', () => ({
  pageRead: () => new Promise<void>((resolve) => (read = resolve)),
}));
jest.mock('./startShop', () => {
  evaluated.push('shop');
  return {};
});

/** Settles pending promises (the dynamic import included). */
async function settlePromises() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('the page entry', () => {
  it('requests the catalogue at once, and evaluates the shop only once the page has been read', async () => {
    await jest.isolateModulesAsync(async () => {
      await import('./entry');
    });
    await settlePromises();
    expect(evaluated).toEqual(['catalogue requested']);
    read();
    await settlePromises();
    expect(evaluated).toEqual(['catalogue requested', 'shop']);
  });
});

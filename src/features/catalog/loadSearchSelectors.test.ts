import { loadSearchSelectors } from './loadSearchSelectors';

let mockOffline = true;
jest.mock('./searchSelectors', () => {
  if (mockOffline) throw new Error('offline');
  return { selectSuggestions: () => [] };
});

it('fetches the search selectors again after a failed fetch, and keeps them once they arrive', async () => {
  await expect(loadSearchSelectors()).rejects.toThrow('offline');
  mockOffline = false;
  const loaded = await loadSearchSelectors();
  expect(loaded.selectSuggestions).toEqual(expect.any(Function));
  mockOffline = true; // arrived: not fetched again
  await expect(loadSearchSelectors()).resolves.toBe(loaded);
});

import { makeStore } from '../store';
import { expectConsole } from '../../test/consoleCheck';
import { memoryStorage } from '../../test/memoryStorage';
import { BATA, REGATA, TOP, VESTIDO } from '../../test/products';
import { KEPT, productViewed, selectRecentIds } from '../../features/recent/recentSlice';
import { decodeRecent, encodeRecent, followRecent, RECENT_KEY, RECENT_VERSION } from './recentlyViewed';

const stored = (ids: unknown, version: unknown = RECENT_VERSION) => JSON.stringify({ version, ids });
const many = Array.from({ length: KEPT + 5 }, (_, i) => `2000${i}_001`);

describe('decodeRecent (the stored list, untrusted)', () => {
  it('reads what encodeRecent writes', () => {
    const ids = [TOP.id, REGATA.id];
    expect(JSON.parse(encodeRecent(ids))).toEqual({ version: RECENT_VERSION, ids });
    expect(decodeRecent(encodeRecent(ids))).toEqual(ids);
    expect(decodeRecent(null)).toEqual([]);
  });

  it('drops junk with a warning, and never throws', () => {
    expectConsole('warn', /dropped unreadable recently viewed products/);
    for (const junk of ['{', 'null', '42', '"text"', '[]', stored('not a list'), stored({ 0: TOP.id })])
      expect(decodeRecent(junk)).toEqual([]);
    expect(decodeRecent(stored([TOP.id, 42, null, '', 'x'.repeat(101), { id: REGATA.id }, REGATA.id]))).toEqual([
      TOP.id,
      REGATA.id,
    ]);
  });

  it('keeps the newest KEPT of too many, and each id once', () => {
    expect(decodeRecent(stored(many))).toEqual(many.slice(0, KEPT));
    expect(decodeRecent(stored([TOP.id, REGATA.id, TOP.id, REGATA.id, VESTIDO.id]))).toEqual([
      TOP.id,
      REGATA.id,
      VESTIDO.id,
    ]);
  });

  it("reads a newer version's list as far as it understands it", () => {
    const newer = JSON.stringify({ version: RECENT_VERSION + 1, ids: [TOP.id, REGATA.id], viewedAt: [1, 2] });
    expect(decodeRecent(newer)).toEqual([TOP.id, REGATA.id]);
  });
});

describe('followRecent (the key kept in step with the store)', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    localStorage.clear();
  });
  const follow = (storage: Parameters<typeof followRecent>[0], store = makeStore()) => {
    stops.push(followRecent(storage, store));
    return store;
  };
  const view = (store: ReturnType<typeof makeStore>, productId: string) => store.dispatch(productViewed({ productId }));

  it("reads the list back after this tab's own views, and writes the result", () => {
    const storage = memoryStorage();
    storage.setItem(RECENT_KEY, stored([REGATA.id, VESTIDO.id]));
    const store = makeStore();
    view(store, TOP.id);
    follow(storage, store);
    expect(selectRecentIds(store.getState())).toEqual([TOP.id, REGATA.id, VESTIDO.id]);
    expect(decodeRecent(storage.getItem(RECENT_KEY))).toEqual([TOP.id, REGATA.id, VESTIDO.id]);
  });

  it('writes each view, and nothing while nothing has been viewed', () => {
    const storage = memoryStorage();
    const store = follow(storage);
    expect(storage.dump()).toEqual({});
    view(store, VESTIDO.id);
    view(store, TOP.id);
    expect(storage.dump()).toEqual({ [RECENT_KEY]: encodeRecent([TOP.id, VESTIDO.id]) });
  });

  it("follows another tab's writes: theirs first, then this tab's views they lack", () => {
    const store = follow(localStorage);
    view(store, VESTIDO.id);
    localStorage.setItem(RECENT_KEY, stored([BATA.id, TOP.id]));
    window.dispatchEvent(new StorageEvent('storage', { key: RECENT_KEY, storageArea: localStorage }));
    expect(selectRecentIds(store.getState())).toEqual([BATA.id, TOP.id, VESTIDO.id]);
    // This tab wrote the merge back, for the other tab to follow in turn.
    expect(decodeRecent(localStorage.getItem(RECENT_KEY))).toEqual([BATA.id, TOP.id, VESTIDO.id]);
  });

  it("ignores other keys' events, and stops following when stopped", () => {
    const store = makeStore();
    const stop = followRecent(localStorage, store);
    localStorage.setItem(RECENT_KEY, stored([BATA.id]));
    window.dispatchEvent(new StorageEvent('storage', { key: '@context-amaro:user', storageArea: localStorage }));
    expect(selectRecentIds(store.getState())).toEqual([]);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: RECENT_KEY, storageArea: localStorage }));
    view(store, TOP.id);
    expect(selectRecentIds(store.getState())).toEqual([TOP.id]);
    expect(decodeRecent(localStorage.getItem(RECENT_KEY))).toEqual([BATA.id]);
  });

  it('keeps the list in memory when storage refuses it, warning once', () => {
    expectConsole('warn', /could not save the recently viewed products/);
    const warn = jest.spyOn(console, 'warn');
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const store = follow(full);
    view(store, VESTIDO.id);
    view(store, TOP.id);
    expect(selectRecentIds(store.getState())).toEqual([TOP.id, VESTIDO.id]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

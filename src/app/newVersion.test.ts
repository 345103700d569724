import { failedChunkFile, RELOADED_FOR_KEY, reloadForNewVersion, whyChunkFailed } from './newVersion';

/** webpack's error for a lazy file that did not arrive. */
function chunkLoadError(request: string): Error {
  return Object.assign(new Error(`Loading chunk 7 failed.\n(error: ${request})`), { name: 'ChunkLoadError', request });
}
const FILE = 'http://localhost/js/login.0123456789.js';

describe('failedChunkFile', () => {
  it('names the file of a ChunkLoadError, and nothing for other errors', () => {
    expect(failedChunkFile(chunkLoadError(FILE))).toBe(FILE);
    expect(failedChunkFile(new TypeError('x is undefined'))).toBeNull();
    expect(failedChunkFile(null)).toBeNull();
  });
});

describe('whyChunkFailed (asks the server for the file)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const answer = (response: Promise<Partial<Response>>) => {
    const fetch = jest.fn(() => response);
    global.fetch = fetch as unknown as typeof global.fetch;
    return fetch;
  };

  it('gone (404): a new version replaced it; asked with HEAD, past any cache', async () => {
    const fetch = answer(Promise.resolve({ status: 404 }));
    await expect(whyChunkFailed(FILE)).resolves.toBe('newVersion');
    expect(fetch).toHaveBeenCalledWith(FILE, { method: 'HEAD', cache: 'no-store' });
  });

  it('no answer at all: the connection', async () => {
    answer(Promise.reject(new TypeError('Failed to fetch')));
    await expect(whyChunkFailed(FILE)).resolves.toBe('offline');
  });

  it('any other answer: the file is there but did not arrive', async () => {
    answer(Promise.resolve({ status: 500 }));
    await expect(whyChunkFailed(FILE)).resolves.toBe('unavailable');
    answer(Promise.resolve({ status: 200 }));
    await expect(whyChunkFailed(FILE)).resolves.toBe('unavailable');
  });
});

describe('reloadForNewVersion', () => {
  const reload = jest.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('reloads once per missing file, so a broken deploy cannot reload forever', () => {
    expect(reloadForNewVersion(FILE, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOADED_FOR_KEY)).toBe(FILE);
    // The reloaded page misses the same file: the deploy is broken; no second reload.
    expect(reloadForNewVersion(FILE, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy that removes another file is loaded too.
    expect(reloadForNewVersion('http://localhost/js/cart.abcdef0123.js', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when it cannot remember having tried (storage refused)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(reloadForNewVersion(FILE, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

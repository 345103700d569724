import { afterFirstPaint, nextTask, pageLoaded, pageRead, whenIdle } from './steps';

/** A page whose reading state the test sets. */
function page(state: DocumentReadyState) {
  const doc = document.implementation.createHTMLDocument('shop');
  const readiness = { state };
  jest.spyOn(doc, 'readyState', 'get').mockImplementation(() => readiness.state);
  return { doc, readiness };
}

describe('pageRead (the shop starts on a page read to the end)', () => {
  it('waits for the end of a page still being read', async () => {
    const { doc, readiness } = page('loading');
    let read = false;
    void pageRead(doc).then(() => (read = true));
    await Promise.resolve();
    expect(read).toBe(false);
    readiness.state = 'interactive';
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    await Promise.resolve();
    expect(read).toBe(true);
  });

  it('resolves at once on a page already read', async () => {
    const { doc } = page('interactive');
    let read = false;
    void pageRead(doc).then(() => (read = true));
    await Promise.resolve();
    expect(read).toBe(true);
  });
});

describe('nextTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves in a later task, not in the current one', async () => {
    let done = false;
    void nextTask().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await jest.advanceTimersToNextTimerAsync();
    expect(done).toBe(true);
  });
});

/** A page that has been read to the end, with the banner's image when `decode` is given. */
function pageWithHero(decode?: () => Promise<void>): Document {
  const { doc } = page('complete');
  if (decode) {
    const img = doc.createElement('img');
    img.setAttribute('fetchpriority', 'high');
    img.decode = decode;
    doc.body.append(img);
  }
  return doc;
}

describe('afterFirstPaint (the shop starts once the page has been drawn)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the banner to be decoded, then for a frame', async () => {
    let decoded!: () => void;
    const doc = pageWithHero(() => new Promise<void>((resolve) => (decoded = resolve)));
    let started = false;
    void afterFirstPaint(doc).then(() => (started = true));
    await jest.advanceTimersByTimeAsync(200);
    expect(started).toBe(false);
    decoded();
    await jest.advanceTimersByTimeAsync(50); // one frame and the task after it
    expect(started).toBe(true);
  });

  it('does not wait for a banner that fails to load', async () => {
    const doc = pageWithHero(() => Promise.reject(new Error('broken image')));
    let started = false;
    void afterFirstPaint(doc).then(() => (started = true));
    await jest.advanceTimersByTimeAsync(50);
    expect(started).toBe(true);
  });

  it('never waits more than a second', async () => {
    const doc = pageWithHero(() => new Promise<void>(() => {}));
    let started = false;
    void afterFirstPaint(doc).then(() => (started = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(started).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });

  it('waits for one frame on a page without a banner', async () => {
    const doc = pageWithHero();
    let started = false;
    void afterFirstPaint(doc).then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    await jest.advanceTimersByTimeAsync(50);
    expect(started).toBe(true);
  });

  it('first waits for the end of a page still being read, where the banner may still be coming', async () => {
    const { doc, readiness } = page('loading');
    let started = false;
    void afterFirstPaint(doc).then(() => (started = true));
    await jest.advanceTimersByTimeAsync(2000);
    expect(started).toBe(false);
    readiness.state = 'interactive';
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    await jest.advanceTimersByTimeAsync(50);
    expect(started).toBe(true);
  });
});

describe('pageLoaded (the service worker waits for the page’s own files)', () => {
  it('waits for the load event of a page still loading, and resolves at once on a loaded one', async () => {
    const { doc, readiness } = page('interactive');
    const win = Object.assign(new EventTarget(), { document: doc }) as unknown as Window;
    let loaded = false;
    void pageLoaded(win).then(() => (loaded = true));
    await Promise.resolve();
    expect(loaded).toBe(false);
    readiness.state = 'complete';
    win.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(loaded).toBe(true);
    await expect(pageLoaded(win)).resolves.toBeUndefined();
  });
});

describe('whenIdle (the service worker waits for an idle browser)', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('resolves when the browser calls back idle', async () => {
    let idle!: () => void;
    window.requestIdleCallback = (callback) => {
      idle = () => callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    };
    let done = false;
    void whenIdle().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    idle();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('resolves a task later where the browser has no requestIdleCallback', async () => {
    jest.useFakeTimers();
    let done = false;
    void whenIdle().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});

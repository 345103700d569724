import { nextTask, pageRead } from './steps';

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

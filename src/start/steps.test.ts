import { afterFirstPaint } from './paint';

/** A page that has been read to the end (jsdom leaves made-up documents 'loading'). */
function readPage(title: string): Document {
  const doc = document.implementation.createHTMLDocument(title);
  jest.spyOn(doc, 'readyState', 'get').mockReturnValue('complete');
  return doc;
}

function pageWithHero(decode: () => Promise<void>): Document {
  const doc = readPage('shop');
  const img = doc.createElement('img');
  img.setAttribute('fetchpriority', 'high');
  img.decode = decode;
  doc.body.append(img);
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

  it('waits for one frame on pages without a banner', async () => {
    const doc = readPage('cart');
    let started = false;
    void afterFirstPaint(doc).then(() => (started = true));
    expect(started).toBe(false);
    await jest.advanceTimersByTimeAsync(50);
    expect(started).toBe(true);
  });
});

describe('afterFirstPaint while the page is still being read', () => {
  it('first waits for the end of the page, where the banner may still be coming', async () => {
    jest.useFakeTimers();
    const doc = pageWithHero(() => Promise.resolve());
    let state: DocumentReadyState = 'loading';
    jest.spyOn(doc, 'readyState', 'get').mockImplementation(() => state);
    let started = false;
    void afterFirstPaint(doc).then(() => (started = true));
    await jest.advanceTimersByTimeAsync(2000);
    expect(started).toBe(false);
    state = 'interactive';
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    await jest.advanceTimersByTimeAsync(50);
    expect(started).toBe(true);
    jest.useRealTimers();
  });
});

import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { installFakeDevTools } from './devToolsTimeline';
import { installMatchMedia } from './screen';

// Tests get an instant fake backend unless a test sets its own latency.
process.env.MOCK_LATENCY_MS ??= '0';

// react-router 7 and React's server renderer need these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// What jsdom lacks, filled here so the shop's code needs no fallbacks for it (the few
// tests that run in plain Node have no window at all).
if (typeof window !== 'undefined') {
  installMatchMedia(); // a screen the tests can steer: src/test/screen.ts
  // jsdom has no layout: a scroll only moves the page's recorded position.
  window.scrollTo = ((xOrOptions: number | ScrollToOptions = {}, y?: number) => {
    const to = typeof xOrOptions === 'number' ? { left: xOrOptions, top: y } : xOrOptions;
    Object.assign(window, { scrollX: to.left ?? window.scrollX, scrollY: to.top ?? window.scrollY });
  }) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = () => {};
  // jsdom's crypto has getRandomValues but no WebCrypto digests or PBKDF2, which the fake backend uses.
  if (!window.crypto.subtle) Object.defineProperty(window.crypto, 'subtle', { value: webcrypto.subtle });
  // Nothing in jsdom ever changes size, so an observer has nothing to report.
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// What the Redux DevTools timeline would show, for src/app/timeline.test.tsx.
installFakeDevTools();

// jsdom lays nothing out and has no scrollIntoView (a link to a part of a page scrolls there: ScrollToTop).
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

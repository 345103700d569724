import { TextDecoder, TextEncoder } from 'node:util';
import { installFakeDevTools } from './devToolsTimeline';

// Tests get an instant fake backend unless a test sets its own latency.
process.env.MOCK_LATENCY_MS ??= '0';

// react-router 7 and React's server renderer need these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// What the Redux DevTools timeline would show, for src/app/timeline.test.tsx.
installFakeDevTools();

// jsdom lays nothing out and has no scrollIntoView (a link to a part of a page scrolls there: ScrollToTop).
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

import { TextDecoder, TextEncoder } from 'node:util';

// Tests get an instant fake backend unless a test sets its own latency.
process.env.MOCK_LATENCY_MS ??= '0';

// react-router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// react-router 7 builds a Fetch `Request` for every navigation; jsdom has none,
// and Node's own rejects jsdom's AbortSignal. The router only reads these fields.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class {
    readonly headers = new Map<string, string>();
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(
      readonly url: string,
      init: { method?: string; signal?: AbortSignal } = {},
    ) {
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  } as unknown as typeof Request;
}

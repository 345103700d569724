/**
 * What the thin client (fakeBaseQuery.ts) loads on its first request: the fake
 * backend, and the run-time switches when this tab has any. A shopper's tab has
 * none, so the switch parser (devtools/switches.ts) is never downloaded there;
 * the browser tests' set-up and the console handle write them to sessionStorage.
 */
import { SWITCHES_KEY } from './devtools/switchesKey';
import { respond as respondInPage, type Answer, type WireRequest } from './server';

export type { Answer, WireRequest };

const TIMED_OUT: Answer = { error: { status: 'TIMEOUT_ERROR', error: 'AbortError: signal timed out' } };

function storedSwitches(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage.getItem(SWITCHES_KEY);
  } catch {
    return null;
  }
}

let switches: Promise<typeof import('./devtools/switches')> | null = null;
// An unnamed chunk: every name costs bytes in the first download's chunk map.
const loadSwitches = () => (switches ??= import('./devtools/switches'));

// `npm start` always has the console handle (window.vitrineMock); a production build when the tab has switches.
if (typeof window !== 'undefined' && (process.env.MOCK_SWITCHES === '1' || storedSwitches() !== null)) {
  void loadSwitches().then((m) => m.installConsoleHandle());
}

/**
 * Waits for the answer, or gives up at `timeout` ms after `sentAt` as the
 * client would with the build's time-out: the run-time one may be shorter.
 */
async function within(
  timeout: number,
  sentAt: number,
  signal: AbortSignal,
  ask: (signal: AbortSignal) => Promise<Answer>,
) {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  if (signal.aborted) stop();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      stop();
    },
    Math.max(0, timeout - (performance.now() - sentAt)),
  );
  try {
    const answer = await ask(controller.signal);
    return timedOut ? TIMED_OUT : answer;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/** One request: to the fake backend in this page, with this tab's switches if it has any. */
export async function respond(request: WireRequest, signal: AbortSignal, sentAt: number): Promise<Answer> {
  if (process.env.MOCK_SWITCHES !== '1' && storedSwitches() === null) return respondInPage(request, signal, sentAt, {});
  const { readRuntimeSwitches, forward } = await loadSwitches();
  const runtime = readRuntimeSwitches();
  const ask = (aborted: AbortSignal): Promise<Answer> =>
    runtime.api ? forward(runtime.api, request, aborted) : respondInPage(request, aborted, sentAt, runtime);
  return runtime.timeout ? within(runtime.timeout, sentAt, signal, ask) : ask(signal);
}

/**
 * The fake backend's switches at run time, for this tab only: latency and
 * failures changed in the running page, without a restart. They exist in
 * `npm start` and in builds made with MOCK_SWITCHES=1 (the browser tests'
 * failures build); production builds drop this module (see server.ts and
 * fakeBaseQuery.ts, which reach it only behind process.env.MOCK_SWITCHES).
 *
 * In the browser console:  vitrineMock.fail('cartSave,catalogue:offline')
 *                          vitrineMock.latency('catalogue=500,product=0')
 *                          vitrineMock.failRate(0.2) · vitrineMock.reset() · vitrineMock.show()
 */
import { parseFailRate, parseFailSetting, type FailSettings } from './failures';
import { CALL_NAMES, parseLatencySetting, type LatencySettings } from './latency';

/** sessionStorage: kept across reloads of this tab, forgotten when it closes. */
export const SWITCHES_KEY = 'vitrine:mock-switches';

/** As stored: the same text as the environment variables. */
export interface StoredSwitches {
  latency?: string;
  fail?: string;
  failRate?: string;
}

/** As the backend applies them; an absent field leaves the build's setting in force. */
export interface RuntimeSettings {
  latency?: LatencySettings;
  fail?: FailSettings;
  rate?: number;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readStored(): StoredSwitches {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SWITCHES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as StoredSwitches) : {};
  } catch {
    return {};
  }
}

/** Parses stored text; each value was checked when it was set, so a bad one is only ignored. */
export function toSettings(stored: StoredSwitches): RuntimeSettings {
  const settings: RuntimeSettings = {};
  try {
    if (typeof stored.latency === 'string') settings.latency = parseLatencySetting(stored.latency);
    if (typeof stored.fail === 'string') settings.fail = parseFailSetting(stored.fail);
    if (typeof stored.failRate === 'string') settings.rate = parseFailRate(stored.failRate);
  } catch (error) {
    console.warn('[mock backend] ignoring a bad run-time switch', error);
  }
  return settings;
}

export function readRuntimeSwitches(): RuntimeSettings {
  return toSettings(readStored());
}

function write(change: StoredSwitches): StoredSwitches {
  const next = { ...readStored(), ...change };
  storage()?.setItem(SWITCHES_KEY, JSON.stringify(next));
  return next;
}

/** The console handle; every setter checks its value first and throws with the valid names. */
export const consoleHandle = {
  /** `800` for every call, or `catalogue=500,product=0`; '' goes back to the build's. */
  latency(value: string | number): StoredSwitches {
    const text = String(value);
    parseLatencySetting(text);
    return write({ latency: text });
  },
  /** `cartSave,catalogue:offline` (kinds: 500, timeout, offline); '' makes every call answer. */
  fail(value: string): StoredSwitches {
    parseFailSetting(value);
    return write({ fail: value });
  },
  /** 0 to 1: the chance that any call fails with a 500. */
  failRate(value: number | string): StoredSwitches {
    parseFailRate(String(value));
    return write({ failRate: String(value) });
  },
  /** Back to the settings the page was built or started with. */
  reset(): void {
    storage()?.removeItem(SWITCHES_KEY);
  },
  show(): StoredSwitches & { calls: string } {
    return { ...readStored(), calls: CALL_NAMES.join(', ') };
  },
};

/** `npm start`: window.vitrineMock, announced once in the console. */
export function installConsoleHandle(): void {
  Object.assign(window, { vitrineMock: consoleHandle });
  console.info(
    '[mock backend] vitrineMock.latency(…), .fail(…), .failRate(…), .reset(), .show() change the fake backend for this tab. Calls: ' +
      CALL_NAMES.join(', '),
  );
}

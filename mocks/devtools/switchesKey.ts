import type { CatalogueChanges } from '../backend/catalogueChanges';
import type { FailSettings } from './failures';
import type { LatencySettings } from './latency';

/** Where a tab keeps the fake backend's run-time switches (sessionStorage: forgotten when the tab closes). */
export const SWITCHES_KEY = 'vitrine:mock-switches';

/** As the backend applies them; an absent field leaves the build's setting in force. */
export interface RuntimeSettings {
  latency?: LatencySettings;
  fail?: FailSettings;
  rate?: number;
  /** The catalogue the server serves and prices with (mocks/backend/catalogueChanges.ts). */
  catalogue?: CatalogueChanges;
  /** The request time-out in ms, instead of the build's API_TIMEOUT_MS. */
  timeout?: number;
  /** Requests go to this path of the page's own origin over HTTP (mocks/remote.ts). */
  api?: string;
}

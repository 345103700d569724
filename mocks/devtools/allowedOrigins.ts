/**
 * The origins whose pages may call `npm run api` from a browser (CORS). Apart
 * from httpServer.ts so that scripts/api.ts reads API_ALLOWED_ORIGINS before
 * it loads the backend (whose catalogue needs the '@catalogue' path set up first).
 */

/** The development server's origin (`npm start`), which may always call the API from a browser. */
export const DEV_SERVER_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000'] as const;

/**
 * API_ALLOWED_ORIGINS: more origins whose pages may call the API (comma-separated,
 * `http://127.0.0.1:4183`); throws, naming the value, for one that is not an origin.
 */
export function readAllowedOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || parsed.origin !== origin) {
      throw new Error(`API_ALLOWED_ORIGINS: "${origin}" is not an origin. Example: http://127.0.0.1:4183`);
    }
  }
  return origins;
}

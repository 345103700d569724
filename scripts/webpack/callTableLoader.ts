/**
 * Replaces mocks/backend/calls.ts in webpack builds (webpack.config.ts) with the table it derives
 * in Node from every call's declaration: the names and default delays, without the handlers or
 * their imports, so the page's first download stays small and the handlers load with their files.
 */
import path from 'node:path';
import type { LoaderContext } from 'webpack';

export default function callTableLoader(this: LoaderContext<unknown>): void {
  const done = this.async();
  // A changed declaration changes the table (npm start).
  this.addContextDependency(path.dirname(this.resourcePath));
  import(this.resourcePath).then(
    ({ CALL_LATENCY_MS }: typeof import('../../mocks/backend/calls')) =>
      done(
        null,
        `export const CALL_LATENCY_MS = ${JSON.stringify(CALL_LATENCY_MS)};\n` +
          'export const CALL_NAMES = Object.keys(CALL_LATENCY_MS);\n',
      ),
    (error: Error) => done(error),
  );
}

/**
 * The failure table: every backend call, the route it answers and what the shopper sees when it
 * fails, read from the calls' declarations (mocks/backend, `call`). docs/FAILURES.md says what each
 * kind of failure is; this prints the row of each call:
 *   npx tsx scripts/failureTable.ts
 */
import { ALL_CALLS } from '../mocks/backend/allCalls';
import type { Call } from '../mocks/backend/route';

/** The table's lines, in Markdown. */
export function failureTable(calls: readonly Call[] = ALL_CALLS): string[] {
  return [
    '| MOCK_FAIL=… | route | 500 · offline · timeout: what the shopper sees |',
    '| --- | --- | --- |',
    ...calls.map(({ name, method, path, whenFailing }) => `| \`${name}\` | ${method} ${path} | ${whenFailing} |`),
  ];
}

if (process.argv[1]?.endsWith('failureTable.ts')) console.log(failureTable().join('\n'));

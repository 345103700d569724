import { readFileSync } from 'node:fs';
import path from 'node:path';
import callTableLoader from '../../scripts/webpack/callTableLoader';
import { failureTable } from '../../scripts/failureTable';
import { parseFailSetting } from '../devtools/failures';
import { DEFAULT_LATENCY_MS, parseLatencySetting } from '../devtools/latency';
import { ALL_CALLS } from './allCalls';
import { CALL_LATENCY_MS, CALL_NAMES } from './calls';
import { call, ok, routesOf } from './route';
import { everyRouteReady, matchRoute, routes } from './routes';

const sample = (route: string) => route.replace(/:(\w+)/g, 'x');

describe('every call declared once, every table derived from the declarations', () => {
  beforeAll(() => everyRouteReady());

  it('gives each call a name of its own', () => {
    expect(new Set(CALL_NAMES).size).toBe(ALL_CALLS.length);
    expect(CALL_NAMES).toEqual(ALL_CALLS.map((declared) => declared.name));
  });

  it.each(ALL_CALLS.map((declared) => [declared.name, declared] as const))('%s', (name, declared) => {
    // The route table: the page's, fetched file after file, answers each of its routes with it.
    for (const route of routesOf([declared])) {
      expect(matchRoute(route.method, sample(route.path))?.route.call).toBe(declared);
    }
    // The latency table, and MOCK_LATENCY_MS takes its name.
    expect(Number.isInteger(declared.latencyMs) && declared.latencyMs >= 0).toBe(true);
    expect(DEFAULT_LATENCY_MS[name]).toBe(declared.latencyMs);
    expect(parseLatencySetting(`${name}=5`)).toEqual({ [name]: 5 });
    // MOCK_FAIL takes it, and the failure table has its row.
    expect(parseFailSetting(`${name}:offline`)).toEqual({ [name]: 'offline' });
    expect(failureTable()).toContain(`| \`${name}\` | ${declared.method} ${declared.path} | ${declared.whenFailing} |`);
  });

  it('fetches exactly the declared calls, file after file (allCalls.ts lists the same)', () => {
    expect(new Set(routes.map((route) => route.call))).toEqual(new Set(ALL_CALLS));
  });

  it('hands the page the same names and delays at build time, as a table without the handlers', async () => {
    const file = path.resolve(__dirname, 'calls.ts');
    const source = await new Promise<string>((resolve, reject) =>
      callTableLoader.call({
        resourcePath: file,
        addContextDependency: () => {},
        async: () => (error: Error | null, result?: string) => (error ? reject(error) : resolve(result ?? '')),
      } as never),
    );
    const table = source.match(/^export const CALL_LATENCY_MS = (.*);$/m)?.[1];
    expect(JSON.parse(table ?? 'null')).toEqual(CALL_LATENCY_MS);
    expect(source).not.toMatch(/import|handle/);
  });

  it('refuses, in the type check, a call without a delay', () => {
    // @ts-expect-error latencyMs is missing
    const undelayed = call({ name: 'x', method: 'GET', path: '/x', whenFailing: '…', handle: () => ok(null) });
    expect(undelayed.name).toBe('x');
  });
});

describe('the failure documents', () => {
  it('keeps the generated table’s rows and docs/FAILURES.md’s lines short', () => {
    const long = (lines: string[]) => lines.filter((line) => line.length > 120);
    expect(long(failureTable())).toEqual([]);
    const doc = readFileSync(path.resolve(__dirname, '../../docs/FAILURES.md'), 'utf8');
    expect(long(doc.split('\n'))).toEqual([]);
    expect(doc).toContain('npx tsx scripts/failureTable.ts');
  });

  it('names in docs/FAILURES.md only calls that are declared', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../docs/FAILURES.md'), 'utf8');
    const named = [...doc.matchAll(/MOCK_FAIL=(\w+)/g)].map(([, name]) => name);
    expect(named.filter((name) => !(CALL_NAMES as readonly string[]).includes(name!))).toEqual([]);
  });
});

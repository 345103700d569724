import { format } from 'node:util';

/**
 * A test that logs an unexpected console.error or console.warn fails: a
 * real error must not hide in noise, and the run prints only its results. setupTests.ts
 * records both for every test and checks them when it ends; a test that means to log
 * declares it with `expectConsole`, which also fails the test if nothing matching came.
 * (A test may instead spy on the console itself, silence it and assert on the spy.)
 */
type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp;
  seen: boolean;
}

const logged: Array<{ level: Level; text: string }> = [];
const expected: Expectation[] = [];

/**
 * Redux Toolkit's development checks time themselves and warn when a busy machine makes
 * them slow: a fact about the machine, not the shop, so a test neither fails nor prints.
 */
const MACHINE_SPEED = /^(Serializable|Immutable)StateInvariantMiddleware took \d+ms/;

/** Errors read as their name and message; their stacks would bury the list. */
const short = (arg: unknown) =>
  arg instanceof Error || (typeof arg === 'object' && arg !== null && 'stack' in arg && 'message' in arg)
    ? `${(arg as Error).name}: ${(arg as Error).message}`
    : arg;

/** This test logs a line of this level matching the pattern (each such line is then allowed). */
export function expectConsole(level: Level, pattern: RegExp): void {
  expected.push({ level, pattern, seen: false });
}

/** Replaces console.error and console.warn, once per test file, with recorders. */
export function recordConsole(): void {
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const text = format(...args.map(short));
      if (!MACHINE_SPEED.test(text)) logged.push({ level, text });
    };
  }
}

/** Fails the test with what it logged unexpectedly, or with the lines it expected and did not log. */
export function checkConsole(): void {
  const lines = logged.splice(0);
  const wanted = expected.splice(0);
  const unexpected = lines.filter((line) => {
    const matches = wanted.filter((want) => want.level === line.level && want.pattern.test(line.text));
    matches.forEach((want) => (want.seen = true));
    return matches.length === 0;
  });
  const problems = [
    ...unexpected.map(({ level, text }) => `unexpected console.${level}: ${text}`),
    ...wanted
      .filter((want) => !want.seen)
      .map(({ level, pattern }) => `expected a console.${level} matching ${pattern}`),
  ];
  if (problems.length === 0) return;
  const failure = new Error(problems.join('\n\n'));
  failure.stack = failure.message; // where the check runs says nothing; what was logged says it all
  throw failure;
}

#!/usr/bin/env node
// `npm run bench`: every benchmark, one after the other (2 cores: never in parallel).
// Figures go to the console and bench-results/*.json; docs/PERFORMANCE.md quotes them.
// `npm run bench -- --against <rev>`: only the first-load guard, today's code against a
// revision (against.mjs).
import { execFileSync } from 'node:child_process';
import { build } from './lib.mjs';

const args = process.argv.slice(2);
if (args.includes('--against')) {
  const { against, parseArgs } = await import('./against.mjs');
  const { revs, options } = parseArgs(args);
  if ((await against(revs, options)).length) process.exitCode = 1;
} else {
  const { lighthouseBench } = await import('./lighthouse.mjs');
  const { longTasks } = await import('./longtasks.mjs');
  const { scale } = await import('./scale.mjs');
  const { timeToGrid } = await import('./time-to-grid.mjs');
  build('dist-bench-default', { MOCK_LATENCY_MS: '' });
  execFileSync('node', ['scripts/bench/bundle.mjs', 'dist-bench-default'], { stdio: 'inherit' });
  await timeToGrid();
  await longTasks();
  await lighthouseBench();
  await scale();
}

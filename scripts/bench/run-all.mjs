#!/usr/bin/env node
// `npm run bench`: every benchmark, one after the other (2 cores: never in parallel).
// Figures go to the console and bench-results/*.json; docs/PERFORMANCE.md quotes them.
import { execFileSync } from 'node:child_process';
import { build } from './lib.mjs';
import { lighthouseBench } from './lighthouse.mjs';
import { longTasks } from './longtasks.mjs';
import { scale } from './scale.mjs';
import { timeToGrid } from './time-to-grid.mjs';

build('dist-bench-default', { MOCK_LATENCY_MS: '' });
execFileSync('node', ['scripts/bench/bundle.mjs', 'dist-bench-default'], { stdio: 'inherit' });
await timeToGrid();
await longTasks();
await lighthouseBench();
await scale();

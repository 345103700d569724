/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// The owner's design card fixes the project's top level; tools look for these names.
const TOP_LEVEL = [
  'package.json',
  'tsconfig.json',
  'webpack.config.ts',
  'jest.config.ts',
  'src',
  'mocks',
  'public',
  'scripts',
  'README.md',
];

it('keeps the top level the design card names', () => {
  const root = join(__dirname, '..');
  expect(TOP_LEVEL.filter((name) => !existsSync(join(root, name)))).toEqual([]);
});

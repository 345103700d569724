/**
 * @jest-environment node
 */
import { diskRecord } from './disk';

// `npm run api` and Node tests: no localStorage, the disk is memory.
it('keeps records in memory without localStorage', () => {
  expect(typeof localStorage).toBe('undefined');
  const record = diskRecord('node-only', (stored) => (typeof stored === 'string' ? stored : 'empty'));
  expect(record.read()).toBe('empty');
  record.write('kept');
  expect(record.read()).toBe('kept');
  record.reset();
  expect(record.read()).toBe('empty');
});

/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewSession } from '../../src/api/types';
import { findAccountByEmail } from '../backend/accounts/accountStore';
import { keepServerDiskIn } from '../backend/disk';
import { callLater, call } from '../testFixtures';
import { fileDisk } from './fileDisk';

// `npm run api` with a data folder: accounts and sessions outlive a restart of the server.

let folder = '';
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'vitrine-api-'));
  keepServerDiskIn(fileDisk(folder));
});
afterEach(() => {
  keepServerDiskIn(null);
  rmSync(folder, { recursive: true, force: true });
});

const ANA = { name: 'Ana Souza', email: 'ana@exemplo.com.br', cpf: '11144477735', password: 'vitrine2026' };

it('keeps accounts and sessions in the folder, read again after a restart', async () => {
  const signUp = await callLater('POST', '/accounts', { token: null, body: { ...ANA, acceptedTerms: true } });
  const { secret } = signUp.data as NewSession;
  expect(readdirSync(folder).sort()).toEqual(expect.arrayContaining(['accounts.json', 'sessions.json']));

  // A restart: a new process reads the same folder from nothing.
  keepServerDiskIn(null);
  keepServerDiskIn(fileDisk(folder));
  expect(findAccountByEmail(ANA.email)).toMatchObject({ name: 'Ana Souza' });
  expect(call('GET', '/session', { token: secret })).toMatchObject({
    status: 200,
    data: { user: { name: 'Ana Souza' } },
  });
  expect((await callLater('POST', '/login', { token: null, body: ANA })).status).toBe(200);
});

it("keeps a shopper's favourites in the folder, read again after a restart (issue 31, item 5)", async () => {
  const signUp = await callLater('POST', '/accounts', { token: null, body: { ...ANA, acceptedTerms: true } });
  const { secret } = signUp.data as NewSession;
  const [first] = (call('GET', '/products', { token: null }).data as Array<{ id: string }>)!;
  expect(call('PUT', `/favorites/${encodeURIComponent(first!.id)}`, { token: secret }).status).toBe(200);
  expect(readdirSync(folder)).toContain('favorites.json');

  keepServerDiskIn(null);
  keepServerDiskIn(fileDisk(folder));
  expect(call('GET', '/favorites', { token: secret })).toEqual({
    status: 200,
    data: { items: [first!.id], version: 1 },
  });
});

it('writes no password or session secret to the folder, and lets only its owner read it', async () => {
  const { secret } = (await callLater('POST', '/accounts', { token: null, body: { ...ANA, acceptedTerms: true } }))
    .data as NewSession;
  for (const file of readdirSync(folder)) {
    const text = readFileSync(join(folder, file), 'utf8');
    expect([file, text.includes(ANA.password), text.includes(secret)]).toEqual([file, false, false]);
    expect([file, statSync(join(folder, file)).mode & 0o077]).toEqual([file, 0]);
  }
});

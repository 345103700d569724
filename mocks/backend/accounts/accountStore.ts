/**
 * The shoppers' accounts on the server's disk (disk.ts): who they are, their
 * password's hash (passwordHash.ts), never the password, and the consents
 * they gave. What else the shop keeps of a shopper lives in a record of its
 * own, keyed by the account's id as the cart is (cartStore.ts): addresses and
 * favourites join them the same way, and deleting an account is forgetting
 * its id in each record. Each record's store answers its own section of
 * 'Baixar meus dados' and forgets its own part for 'Excluir minha conta'
 * (accountData.ts lists them).
 */
import type { User } from '../../../src/api/types';
import { normalizeCpf } from '../../../src/rules/cpf';
import { diskRecord, isRecord } from '../disk';
import { isPasswordHash } from './passwordHash';

/** An agreement the shopper gave, and to which text (LGPD: proof of consent is kept with the account). */
export interface Consent {
  document: string;
  version: string;
  acceptedAt: string;
}

export interface StoredAccount extends User {
  /** Trimmed and in lower case: one account per email, whatever its case. */
  email: string;
  /** Eleven digits: one account per CPF. */
  cpf: string;
  passwordHash: string;
  createdAt: string;
  consents: Consent[];
}

/**
 * The built-in shopper (spec §3), whose password the README gives as the demo
 * login. Kept, like every account, as a hash; the CPF is the README's card holder's.
 */
export const DEMO_ACCOUNT: StoredAccount = {
  id: '1',
  email: 'maria@vitrine.dev',
  name: 'Maria',
  cpf: '52998224725',
  passwordHash: 'pbkdf2-sha256$600000$jEYbHmK7Y-wz5hVGfKqi3Q$pbd72NgTtPZWS_wg4aFXzjlgAkdtog21l-URXM6II-M',
  createdAt: '2024-01-01T00:00:00.000Z',
  consents: [],
};

interface AccountsDisk {
  nextId: number;
  accounts: StoredAccount[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function decodeAccount(value: unknown): StoredAccount | null {
  if (!isRecord(value)) return null;
  const { id, email, name, cpf, passwordHash, createdAt, consents } = value;
  if (!isText(id) || !isText(email) || !isText(name) || !isText(cpf) || !isPasswordHash(passwordHash)) return null;
  return {
    id,
    email,
    name,
    cpf,
    passwordHash,
    createdAt: isText(createdAt) ? createdAt : new Date(0).toISOString(),
    consents: Array.isArray(consents) ? (consents.filter(isRecord) as unknown as Consent[]) : [],
  };
}

const accountsDisk = diskRecord<AccountsDisk>('accounts', (stored) => {
  // Nothing stored yet: the shop opens with its built-in shopper.
  if (!isRecord(stored)) return { nextId: 2, accounts: [DEMO_ACCOUNT] };
  const accounts = Array.isArray(stored.accounts) ? stored.accounts.map(decodeAccount).filter((a) => a !== null) : [];
  const highest = Math.max(1, ...accounts.map((account) => Number(account.id)).filter(Number.isSafeInteger));
  const next = Number.isSafeInteger(stored.nextId) ? (stored.nextId as number) : 0;
  return { nextId: Math.max(next, highest + 1), accounts };
});

/** Emails are compared trimmed and in lower case: a pasted one often carries spaces or capitals. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export function findAccountByEmail(email: string): StoredAccount | null {
  const key = emailKey(email);
  return accountsDisk.read().accounts.find((account) => account.email === key) ?? null;
}

export function findAccountById(id: string): StoredAccount | null {
  return accountsDisk.read().accounts.find((account) => account.id === id) ?? null;
}

export function findAccountByCpf(cpf: string): StoredAccount | null {
  const digits = normalizeCpf(cpf);
  return accountsDisk.read().accounts.find((account) => account.cpf === digits) ?? null;
}

export type NewAccount = Pick<StoredAccount, 'email' | 'name' | 'cpf' | 'passwordHash' | 'consents'>;

/** Stores a new account under the next id; the caller has checked that its email and CPF are free. */
export function addAccount(fields: NewAccount, now: number): StoredAccount {
  const disk = accountsDisk.read();
  const account: StoredAccount = {
    id: String(disk.nextId),
    name: fields.name,
    email: emailKey(fields.email),
    cpf: normalizeCpf(fields.cpf),
    passwordHash: fields.passwordHash,
    createdAt: new Date(now).toISOString(),
    consents: fields.consents,
  };
  accountsDisk.write({ nextId: disk.nextId + 1, accounts: [...disk.accounts, account] });
  return account;
}

/** Replaces the account's password hash. */
export function setPasswordHash(id: string, passwordHash: string): void {
  const disk = accountsDisk.read();
  const accounts = disk.accounts.map((account) => (account.id === id ? { ...account, passwordHash } : account));
  accountsDisk.write({ ...disk, accounts });
}

/** Renames the account ('Minha conta'); the caller has checked the name with the shared rule. */
export function setAccountName(id: string, name: string): void {
  const disk = accountsDisk.read();
  const accounts = disk.accounts.map((account) => (account.id === id ? { ...account, name } : account));
  accountsDisk.write({ ...disk, accounts });
}

/** 'Excluir minha conta': the account leaves the disk; its email and CPF are free for a new sign-up. */
export function removeAccount(id: string): void {
  const disk = accountsDisk.read();
  accountsDisk.write({ ...disk, accounts: disk.accounts.filter((account) => account.id !== id) });
}

/**
 * 'Baixar meus dados' (accountData.ts), the account's section: who the shopper is, the CPF whole
 * (it is the shopper's own), when the account was made. Never the password's hash.
 */
export function accountSection(id: string): Pick<StoredAccount, 'name' | 'email' | 'cpf' | 'createdAt'> | null {
  const account = findAccountById(id);
  return account && { name: account.name, email: account.email, cpf: account.cpf, createdAt: account.createdAt };
}

/** The consents' section: each agreement, to which text and when. */
export function consentsSection(id: string): Consent[] {
  return findAccountById(id)?.consents ?? [];
}

/** What the shop is told about a shopper: never the hash, the CPF or the consents. */
export function publicUser({ id, email, name }: User): User {
  return { id, email, name };
}

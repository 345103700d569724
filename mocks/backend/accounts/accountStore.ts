/**
 * The shoppers' accounts in the server's records (store.ts): who they are, their
 * password's hash (passwordHash.ts), never the password, and the consents
 * they gave; one account per email and per CPF (unique in the table), ids from
 * the table's sequence, never one issued twice. What else the shop keeps of a
 * shopper lives in a table of its own, keyed by the account's id as the cart
 * is (cartStore.ts): addresses and favourites join them the same way, and
 * deleting an account is forgetting its id in each table. Each record's store answers its own section of
 * 'Baixar meus dados' and forgets its own part for 'Excluir minha conta'
 * (accountData.ts lists them).
 */
import type { User } from '../../../src/api/types';
import { normalizeCpf } from '../../../src/rules/cpf';
import { SCHEMA } from '../schema';
import { isRecord, table } from '../store';
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
 * The built-in shopper, whose password the README gives as the demo login: the row a
 * new accounts table starts with (schema.ts).
 */
export const DEMO_ACCOUNT = SCHEMA.accounts.seed[0]![1] as StoredAccount;

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

const accounts = table(SCHEMA.accounts, decodeAccount);

/** Emails are compared trimmed and in lower case: a pasted one often carries spaces or capitals. */
export const emailKey = (email: string) => email.trim().toLowerCase();

export function findAccountByEmail(email: string): StoredAccount | null {
  const key = emailKey(email);
  return accounts.find('email', key)[0] ?? null;
}

export function findAccountById(id: string): StoredAccount | null {
  return accounts.get(id);
}

export function findAccountByCpf(cpf: string): StoredAccount | null {
  const digits = normalizeCpf(cpf);
  return digits === '' ? null : (accounts.find('cpf', digits)[0] ?? null);
}

export type NewAccount = Pick<StoredAccount, 'email' | 'name' | 'cpf' | 'passwordHash' | 'consents'>;

/** Stores a new account under the next id; the caller has checked that its email and CPF are free. */
export function addAccount(fields: NewAccount, now: number): StoredAccount {
  const account: StoredAccount = {
    id: accounts.nextId(),
    name: fields.name,
    email: emailKey(fields.email),
    cpf: normalizeCpf(fields.cpf),
    passwordHash: fields.passwordHash,
    createdAt: new Date(now).toISOString(),
    consents: fields.consents,
  };
  accounts.put(account.id, account);
  return account;
}

/** Replaces the account's password hash. */
export function setPasswordHash(id: string, passwordHash: string): void {
  const account = accounts.get(id);
  if (account) accounts.put(id, { ...account, passwordHash });
}

/** Renames the account ('Minha conta'); the caller has checked the name with the shared rule. */
export function setAccountName(id: string, name: string): void {
  const account = accounts.get(id);
  if (account) accounts.put(id, { ...account, name });
}

/** 'Excluir minha conta': the account leaves the records; its email and CPF are free for a new sign-up (its id is not). */
export function removeAccount(id: string): void {
  accounts.delete(id);
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

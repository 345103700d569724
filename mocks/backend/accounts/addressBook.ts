/**
 * 'Meus endereços': each account's address book in the server's records (store.ts),
 * one row keyed by the account's id as the cart is (accountStore.ts). One address is the
 * default: the first one kept, or the one the shopper chose; when it is removed, the oldest
 * left takes its place. What is stored is re-checked by the address rule when read, so junk on
 * the disk is dropped rather than served.
 */
import type { Address, SavedAddress } from '../../../src/api/types';
import { ADDRESS_BOOK_LIMIT, ADDRESS_FIELDS, checkAddress } from '../../../src/rules/address';
import { SCHEMA } from '../schema';
import { isRecord, table } from '../store';

type StoredAddress = Address & { id: string };

interface StoredBook {
  nextId: number;
  defaultId: string | null;
  /** In the order they were added. */
  addresses: StoredAddress[];
}

const EMPTY: StoredBook = { nextId: 1, defaultId: null, addresses: [] };

function decodeAddress(value: unknown): StoredAddress | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !/^\d{1,9}$/.test(value.id)) return null;
  const checked = checkAddress(value);
  return 'message' in checked ? null : { ...checked, id: value.id };
}

function decodeBook(value: unknown): StoredBook | null {
  if (!isRecord(value) || !Array.isArray(value.addresses)) return null;
  const addresses = value.addresses
    .map(decodeAddress)
    .filter((address) => address !== null)
    .slice(0, ADDRESS_BOOK_LIMIT);
  const highest = Math.max(0, ...addresses.map((address) => Number(address.id)));
  const next = Number.isSafeInteger(value.nextId) ? (value.nextId as number) : 0;
  const defaultId = addresses.some((address) => address.id === value.defaultId) ? (value.defaultId as string) : null;
  return { nextId: Math.max(next, highest + 1), defaultId: defaultId ?? addresses[0]?.id ?? null, addresses };
}

const books = table(SCHEMA.addressBook, decodeBook);

const bookOf = (userId: string): StoredBook => books.get(userId) ?? EMPTY;

function writeBook(userId: string, book: StoredBook): void {
  books.put(userId, book);
}

/** 'Excluir minha conta': the shopper's book goes. */
export function forgetAddresses(userId: string): void {
  books.delete(userId);
}

/** The shopper's addresses as the shop is told them: the default first, then the others in the order added. */
export function readAddresses(userId: string): SavedAddress[] {
  const { addresses, defaultId } = bookOf(userId);
  const saved = addresses.map((address) => ({ ...address, isDefault: address.id === defaultId }));
  return [...saved.filter((address) => address.isDefault), ...saved.filter((address) => !address.isDefault)];
}

const sameAddress = (a: Address, b: Address) => ADDRESS_FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? ''));

/**
 * Keeps a checked address under a new id (the first one kept is the default); null when the book
 * is full. An address the book already holds, field for field, is not kept twice: its id is the answer
 * (the same address saved again at 'Entrega', or a form sent twice).
 */
export function addAddress(userId: string, address: Address): string | null {
  const book = bookOf(userId);
  const kept = book.addresses.find((saved) => sameAddress(saved, address));
  if (kept) return kept.id;
  if (book.addresses.length >= ADDRESS_BOOK_LIMIT) return null;
  const id = String(book.nextId);
  writeBook(userId, {
    nextId: book.nextId + 1,
    defaultId: book.defaultId ?? id,
    addresses: [...book.addresses, { ...address, id }],
  });
  return id;
}

/** Replaces one address, in its place; false when the shopper has none with this id. */
export function replaceAddress(userId: string, id: string, address: Address): boolean {
  const book = bookOf(userId);
  if (!book.addresses.some((kept) => kept.id === id)) return false;
  const addresses = book.addresses.map((kept) => (kept.id === id ? { ...address, id } : kept));
  writeBook(userId, { ...book, addresses });
  return true;
}

/** Forgets one address; the default's place goes to the oldest left. False when there is none with this id. */
export function removeAddress(userId: string, id: string): boolean {
  const book = bookOf(userId);
  const addresses = book.addresses.filter((kept) => kept.id !== id);
  if (addresses.length === book.addresses.length) return false;
  const defaultId = book.defaultId === id ? (addresses[0]?.id ?? null) : book.defaultId;
  writeBook(userId, { ...book, defaultId, addresses });
  return true;
}

/** Makes one address the default (the others are not); false when there is none with this id. */
export function chooseDefaultAddress(userId: string, id: string): boolean {
  const book = bookOf(userId);
  if (!book.addresses.some((kept) => kept.id === id)) return false;
  writeBook(userId, { ...book, defaultId: id });
  return true;
}

/**
 * 'Meus endereços': the signed-in shopper's address book (addressBook.ts). Every
 * route needs a live session (401 otherwise) and answers the whole book, so the shop shows what
 * the server keeps; an address is checked with the 'Entrega' form's own rule
 * (src/rules/address.ts) and refused under its field (422), the book's size with the same rule's limit.
 */
import type { AddressBook } from '../../../src/api/types';
import { ADDRESS_BOOK_FULL, ADDRESS_FIELDS, checkAddress } from '../../../src/rules/address';
import { isRecord } from '../values';
import { call, created, fail, ok, SESSION_EXPIRED, type MockRequest, type MockResponse } from '../route';
import { shopperOf } from './shopper';
import { addAddress, chooseDefaultAddress, readAddresses, removeAddress, replaceAddress } from './addressBook';

const NOT_FOUND = fail(404, 'Endereço não encontrado.');
const INVALID = fail(400, 'Endereço inválido.');

const bookOf = (userId: string, savedId?: string): AddressBook =>
  savedId ? { addresses: readAddresses(userId), savedId } : { addresses: readAddresses(userId) };

/** The address in the request's body, checked; or the answer that refuses it. */
function readAddress(body: unknown): ReturnType<typeof checkAddress> | MockResponse {
  if (!isRecord(body)) return INVALID;
  const fields: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = body[field];
    // An optional field may be left out; any field sent must be short text.
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > 200) return INVALID;
    fields[field] = value;
  }
  return checkAddress(fields);
}

const isAnswer = (value: object): value is MockResponse => 'status' in value;

/** A handler for the signed-in shopper's id; anyone else gets the 401. */
const signedIn =
  (handle: (userId: string, request: MockRequest) => MockResponse) =>
  (request: MockRequest): MockResponse => {
    const user = shopperOf(request);
    return user ? handle(user.id, request) : SESSION_EXPIRED;
  };

function add(userId: string, { body }: MockRequest): MockResponse {
  const address = readAddress(body);
  if (isAnswer(address)) return address;
  if ('message' in address) return { status: 422, data: address };
  const id = addAddress(userId, address);
  return id ? created(bookOf(userId, id)) : fail(409, ADDRESS_BOOK_FULL);
}

function edit(userId: string, { body, params }: MockRequest): MockResponse {
  const address = readAddress(body);
  if (isAnswer(address)) return address;
  if ('message' in address) return { status: 422, data: address };
  const id = params.id ?? '';
  return replaceAddress(userId, id, address) ? ok(bookOf(userId, id)) : NOT_FOUND;
}

export const calls = [
  call({
    name: 'addresses',
    method: 'GET',
    path: '/account/addresses',
    // A small read of the shopper's own record, as the last address.
    latencyMs: 500,
    whenFailing: "'Não foi possível carregar seus endereços.' + 'Tentar novamente'",
    handle: signedIn((userId) => ok(bookOf(userId))),
  }),
  call({
    name: 'addressSave',
    method: 'POST',
    path: '/account/addresses',
    // An address kept or changed, a small write.
    latencyMs: 500,
    whenFailing: "'Não foi possível salvar o endereço.' + reason; the fields stay typed",
    handle: signedIn(add),
    alsoAt: [{ method: 'PUT', path: '/account/addresses/:id', handle: signedIn(edit) }],
  }),
  call({
    name: 'addressRemove',
    method: 'DELETE',
    path: '/account/addresses/:id',
    // An address forgotten, a small write.
    latencyMs: 500,
    whenFailing: "'Não foi possível remover o endereço.' + reason",
    handle: signedIn((userId, { params }) => (removeAddress(userId, params.id ?? '') ? ok(bookOf(userId)) : NOT_FOUND)),
  }),
  call({
    name: 'addressDefault',
    method: 'PUT',
    path: '/account/addresses/:id/default',
    // Another default address, a small write.
    latencyMs: 500,
    whenFailing: "'Não foi possível alterar o endereço padrão.' + reason",
    handle: signedIn((userId, { params }) =>
      chooseDefaultAddress(userId, params.id ?? '') ? ok(bookOf(userId)) : NOT_FOUND,
    ),
  }),
];

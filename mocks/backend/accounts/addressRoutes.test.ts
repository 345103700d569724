import type { AddressBook } from '../../../src/api/types';
import { ADDRESS_BOOK_FULL, ADDRESS_BOOK_LIMIT } from '../../../src/rules/address';
import { ADDRESS, call, otherShopper } from '../../testFixtures';

const HOME = ADDRESS;
const WORK = {
  recipient: 'Maria Souza',
  cep: '22070-011',
  street: 'Avenida Atlântica',
  number: '200',
  district: 'Copacabana',
  city: 'Rio de Janeiro',
  state: 'rj',
};

const book = (token?: string | null) => call('GET', '/account/addresses', { token });
const add = (body: unknown, token?: string | null) => call('POST', '/account/addresses', { body, token });
const idsOf = (answer: { data: unknown }) =>
  (answer.data as AddressBook).addresses.map(({ id, isDefault }) => (isDefault ? `${id}*` : id));

describe('the address book (/account/addresses)', () => {
  it('starts empty', () => {
    expect(book()).toEqual({ status: 200, data: { addresses: [] } });
  });

  it('keeps an address tidied by the address rule; the first one is the default', () => {
    const answer = add(WORK);
    expect(answer.status).toBe(201);
    const { addresses, savedId } = answer.data as AddressBook;
    expect(addresses).toEqual([
      {
        id: savedId,
        isDefault: true,
        recipient: 'Maria Souza',
        cep: '22070011',
        street: 'Avenida Atlântica',
        number: '200',
        complement: undefined,
        district: 'Copacabana',
        city: 'Rio de Janeiro',
        state: 'RJ',
      },
    ]);
    expect(book().data).toEqual({ addresses: JSON.parse(JSON.stringify(addresses)) as unknown });
  });

  it('keeps an address saved again (as typed, before the rule tidies it) once, answering its id', () => {
    const first = add(WORK).data as AddressBook;
    const again = add({ ...WORK, cep: '22070011', street: ' Avenida Atlântica ' });
    expect(again.status).toBe(201);
    expect((again.data as AddressBook).savedId).toBe(first.savedId);
    expect(idsOf(book())).toEqual([`${first.savedId}*`]);
    expect(idsOf(add({ ...WORK, number: '201' }))).toHaveLength(2);
  });

  it('lists the default first, then the others in the order they were added', () => {
    add(HOME);
    add(WORK);
    add({ ...WORK, number: '300' });
    expect(idsOf(book())).toEqual(['1*', '2', '3']);
    expect(idsOf(call('PUT', '/account/addresses/3/default'))).toEqual(['3*', '1', '2']);
  });

  it('edits an address in its place, checked by the same rule', () => {
    add(HOME);
    add(WORK);
    const answer = call('PUT', '/account/addresses/2', { body: { ...WORK, number: 's/n' } });
    expect(answer.status).toBe(200);
    expect((answer.data as AddressBook).savedId).toBe('2');
    expect((answer.data as AddressBook).addresses[1]).toMatchObject({ id: '2', number: 'S/N', isDefault: false });
    expect(call('PUT', '/account/addresses/2', { body: { ...WORK, cep: '01310100' } })).toEqual({
      status: 422,
      data: { field: 'state', message: 'O CEP não pertence a esta UF.' },
    });
  });

  it('removes an address; removing the default makes the oldest left the default', () => {
    add(HOME);
    add(WORK);
    add({ ...WORK, number: '300' });
    expect(idsOf(call('DELETE', '/account/addresses/2'))).toEqual(['1*', '3']);
    expect(idsOf(call('DELETE', '/account/addresses/1'))).toEqual(['3*']);
    expect(idsOf(call('DELETE', '/account/addresses/3'))).toEqual([]);
    // A new first address is the default again.
    expect(idsOf(add(HOME))).toEqual(['4*']);
  });

  it.each([
    ['DELETE', '/account/addresses/9'],
    ['PUT', '/account/addresses/9/default'],
    ['PUT', '/account/addresses/9'],
  ])('answers 404 to %s %s, an address the shopper has not', (method, url) => {
    expect(call(method, url, { body: HOME })).toEqual({ status: 404, data: { message: 'Endereço não encontrado.' } });
  });

  it("keeps each shopper's book apart: another's ids are as unknown as missing ones", () => {
    add(HOME);
    const joana = otherShopper('Joana');
    expect(book(joana.token).data).toEqual({ addresses: [] });
    expect(call('DELETE', '/account/addresses/1', { token: joana.token }).status).toBe(404);
    expect(call('PUT', '/account/addresses/1', { token: joana.token, body: WORK }).status).toBe(404);
    expect(idsOf(book())).toEqual(['1*']);
  });

  it.each([
    [
      { ...HOME, recipient: '' },
      { field: 'recipient', message: 'Nome do destinatário: campo obrigatório.' },
    ],
    [
      { ...HOME, cep: '0131' },
      { field: 'cep', message: 'CEP inválido' },
    ],
    [
      { ...HOME, number: 'casa' },
      { field: 'number', message: 'Informe o número (ou S/N, se não houver).' },
    ],
    [
      { ...HOME, state: 'XX' },
      { field: 'state', message: 'Selecione a UF.' },
    ],
    [
      { ...HOME, complement: 'x'.repeat(61) },
      { field: 'complement', message: 'O complemento pode ter até 60 caracteres.' },
    ],
  ])('refuses %p with 422 under its field, in Portuguese, and keeps nothing', (body, refusal) => {
    expect(add(body)).toEqual({ status: 422, data: refusal });
    expect(idsOf(book())).toEqual([]);
  });

  it.each([null, 'text', [HOME], { ...HOME, street: 42 }, { ...HOME, city: 'x'.repeat(201) }])(
    'answers 400 to the body %p',
    (body) => {
      expect(add(body)).toEqual({ status: 400, data: { message: 'Endereço inválido.' } });
    },
  );

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses`, () => {
    for (let i = 1; i <= ADDRESS_BOOK_LIMIT; i += 1) expect(add({ ...HOME, number: String(i) }).status).toBe(201);
    expect(add(HOME)).toEqual({ status: 409, data: { message: ADDRESS_BOOK_FULL } });
    expect(ADDRESS_BOOK_FULL).toMatch(/^Limite de 10 endereços\./);
    // Editing one is still allowed.
    expect(call('PUT', '/account/addresses/1', { body: WORK }).status).toBe(200);
  });

  it.each([
    ['GET', '/account/addresses'],
    ['POST', '/account/addresses'],
    ['PUT', '/account/addresses/1'],
    ['DELETE', '/account/addresses/1'],
    ['PUT', '/account/addresses/1/default'],
  ])('answers 401 to %s %s without a live session', (method, url) => {
    expect(call(method, url, { token: null, body: HOME })).toEqual({
      status: 401,
      data: { message: 'Sessão expirada.' },
    });
    expect(call(method, url, { token: 'not-a-session', body: HOME }).status).toBe(401);
  });

  it('drops junk the disk holds rather than serving it', () => {
    add(HOME);
    const key = Object.keys(localStorage).find((name) => name.endsWith('server-address-book'))!;
    const stored = JSON.parse(localStorage.getItem(key)!) as Record<string, { addresses: unknown[] }>;
    const [userId] = Object.keys(stored);
    stored[userId!]!.addresses.push({ id: '7', recipient: 'x' }, 'junk');
    localStorage.setItem(key, JSON.stringify(stored));
    expect(idsOf(book())).toEqual(['1*']);
  });
});

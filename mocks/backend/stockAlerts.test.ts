import type { AccountDataExport } from '../../src/api/types';
import { SIZE_PARAM } from '../../src/rules/productRoute';
import { MAX_ALERTS_PER_EMAIL, TOO_MANY_ALERTS } from '../../src/rules/stockAlerts';
import { productLabel } from '../../src/lib/text';
import { REGATA, skuOf, VESTIDO } from '../../src/test/products';
import { call, callLater, DEMO_TOKEN, DEMO_USER, otherShopper } from '../testFixtures';
import { readOutbox } from './accounts/outbox';
import { allProducts } from './catalogue';
import { putBack, restock, setUnits, takeUnits, unitsOf } from './stock';
import { ALERTS_PER_CLIENT, ALERTS_PER_EMAIL } from './stockAlerts';
import { alertsOfEmail } from './stockAlertsStore';
import { transaction } from './store';

// 'Avise-me quando chegar': the routes, called as mocks/server.ts calls them, and the stock's hook.

/** Listed sold out by the catalogue itself. */
const VESTIDO_PP = skuOf(VESTIDO, 'PP');
const VESTIDO_M = skuOf(VESTIDO, 'M');
const REGATA_M = skuOf(REGATA, 'M');

const subscribe = (body: unknown, token: string | null = DEMO_TOKEN, clientAddress?: string) =>
  call('POST', '/stock-alerts', { body, token, clientAddress });
const list = (token: string | null = DEMO_TOKEN) => call('GET', '/stock-alerts', { token });
const remove = (id: string, token: string | null = DEMO_TOKEN) =>
  call('DELETE', `/stock-alerts/${encodeURIComponent(id)}`, { token });
const anonymous = (email: string, sku = VESTIDO_PP) => subscribe({ sku, email, consent: true }, null);
const alertMails = () => readOutbox().filter((mail) => mail.subject.startsWith('Chegou'));

/** VESTIDO M, sold out by its count. */
function sellOutVestidoM() {
  setUnits(VESTIDO_M, 0);
}

describe('subscribing', () => {
  it('keeps a signed-in shopper’s alert for the account’s email in one press; asking again is the same alert', () => {
    const first = subscribe({ sku: VESTIDO_PP });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ sku: VESTIDO_PP, size: 'PP', label: productLabel(VESTIDO) });
    const again = subscribe({ sku: VESTIDO_PP, email: 'outra@vitrine.dev' });
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(alertsOfEmail(DEMO_USER.email)).toHaveLength(1);
    expect(list().data).toEqual({ alerts: [first.data] });
  });

  it('keeps an anonymous shopper’s alert only with a valid email and the consent; one per email and SKU whatever its case', () => {
    expect(subscribe({ sku: VESTIDO_PP, email: 'ana@vitrine.dev' }, null)).toMatchObject({
      status: 422,
      data: { field: 'consent' },
    });
    expect(subscribe({ sku: VESTIDO_PP, email: 'não é email', consent: true }, null)).toMatchObject({
      status: 422,
      data: { field: 'email', message: 'Email inválido' },
    });
    expect(subscribe({ sku: VESTIDO_PP, email: '', consent: true }, null).status).toBe(422);
    expect(anonymous(' Ana@Vitrine.dev ').status).toBe(201);
    expect(anonymous('ana@vitrine.dev').status).toBe(200);
    expect(alertsOfEmail('ana@vitrine.dev')).toHaveLength(1);
    // An anonymous shopper is not told whose alert it is.
    expect(anonymous('ana@vitrine.dev').data).toEqual({ id: expect.any(String), sku: VESTIDO_PP, size: 'PP' });
  });

  it('refuses a malformed or unknown SKU, and a size that is on sale now', () => {
    expect(subscribe({ sku: '../x' }).status).toBe(400);
    expect(subscribe({ sku: 123 }).status).toBe(400);
    expect(subscribe(null).status).toBe(400);
    expect(subscribe({ sku: 'NAO_EXISTE_M' }).status).toBe(404);
    expect(subscribe({ sku: VESTIDO_M })).toMatchObject({ status: 422 });
    sellOutVestidoM();
    expect(subscribe({ sku: VESTIDO_M }).status).toBe(201);
  });

  it('limits anonymous alerts per email and per client address', () => {
    for (let i = 0; i < ALERTS_PER_EMAIL.max; i++) {
      expect(anonymous('bia@vitrine.dev').status).toBeLessThan(300);
    }
    expect(anonymous('bia@vitrine.dev').status).toBe(429);
    for (let i = 0; i < ALERTS_PER_CLIENT.max - ALERTS_PER_EMAIL.max; i++) {
      expect(anonymous(`c${i}@vitrine.dev`).status).toBeLessThan(300);
    }
    expect(anonymous('nova@vitrine.dev')).toMatchObject({
      status: 429,
      headers: { 'retry-after': expect.any(String) },
    });
    // Another client address still can.
    expect(subscribe({ sku: VESTIDO_PP, email: 'nova@vitrine.dev', consent: true }, null, '10.0.0.2').status).toBe(201);
  });

  it(`keeps at most ${MAX_ALERTS_PER_EMAIL} alerts per email; asking again for one of them still answers it`, () => {
    const skus = allProducts()
      .flatMap((product) => product.sizes.map((size) => size.sku))
      .slice(0, MAX_ALERTS_PER_EMAIL + 1);
    for (const sku of skus) setUnits(sku, 0);
    for (const sku of skus.slice(0, -1)) expect(subscribe({ sku }).status).toBe(201);
    expect(subscribe({ sku: skus.at(-1) })).toMatchObject({ status: 422, data: { message: TOO_MANY_ALERTS } });
    expect(subscribe({ sku: skus[0] }).status).toBe(200);
  });
});

describe('a size back in stock', () => {
  it('mails each alert of the SKU once when its units go from none to some, with the product’s link, and ends it', async () => {
    sellOutVestidoM();
    expect(subscribe({ sku: VESTIDO_M }).status).toBe(201);
    expect(anonymous('ana@vitrine.dev', VESTIDO_M).status).toBe(201);
    expect(subscribe({ sku: VESTIDO_PP }).status).toBe(201);

    // A cancelled order's units (putBack), in a request's transaction.
    await transaction(() => putBack([{ sku: VESTIDO_M, quantity: 1 }]));
    const mails = alertMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ana@vitrine.dev', DEMO_USER.email]);
    const link = new URL(mails[0]!.link, 'https://vitrine.test');
    expect(link.pathname).toBe(`/product/${encodeURIComponent(VESTIDO.name)}`);
    expect(link.searchParams.get('cor')).toBe(VESTIDO.colorSlug);
    expect(link.searchParams.get(SIZE_PARAM)).toBe('M');
    expect(mails[0]!.subject).toBe(`Chegou: ${productLabel(VESTIDO)}, tamanho M`);
    // The alert ended: another unit back, another sale and return, send nothing more.
    expect(list().data).toEqual({ alerts: [expect.objectContaining({ sku: VESTIDO_PP })] });
    putBack([{ sku: VESTIDO_M, quantity: 1 }]);
    takeUnits([{ sku: VESTIDO_M, quantity: 2 }]);
    putBack([{ sku: VESTIDO_M, quantity: 1 }]);
    expect(alertMails()).toHaveLength(2);
  });

  it('mails nothing while the size stays sold out, or when units move on a size that had some', () => {
    sellOutVestidoM();
    subscribe({ sku: VESTIDO_M });
    setUnits(VESTIDO_M, 0);
    takeUnits([{ sku: REGATA_M, quantity: 1 }]);
    putBack([{ sku: REGATA_M, quantity: 1 }]);
    expect(alertMails()).toEqual([]);
    expect(alertsOfEmail(DEMO_USER.email)).toHaveLength(1);
  });

  it("'Repor estoque' (restock) mails the alerts of every size it brings back", () => {
    sellOutVestidoM();
    subscribe({ sku: VESTIDO_M });
    restock();
    expect(unitsOf(VESTIDO_M)).toBeGreaterThan(0);
    expect(alertMails()).toHaveLength(1);
    expect(alertsOfEmail(DEMO_USER.email)).toEqual([]);
  });

  it('a catalogue’s sold-out size given units (the dev panel’s one SKU) mails its alerts', () => {
    subscribe({ sku: VESTIDO_PP });
    setUnits(VESTIDO_PP, 5);
    expect(alertMails()).toEqual([expect.objectContaining({ to: DEMO_USER.email })]);
  });

  it('keeps the alert when the transaction that brought the units back fails', async () => {
    sellOutVestidoM();
    subscribe({ sku: VESTIDO_M });
    await expect(
      transaction(() => {
        putBack([{ sku: VESTIDO_M, quantity: 1 }]);
        throw new Error('the order could not be cancelled');
      }),
    ).rejects.toThrow('could not');
    expect(unitsOf(VESTIDO_M)).toBe(0);
    expect(alertsOfEmail(DEMO_USER.email)).toHaveLength(1);
  });
});

describe('the shopper’s list', () => {
  it('lists only the signed-in shopper’s alerts, and removes one by its id', () => {
    const mine = subscribe({ sku: VESTIDO_PP }).data as { id: string };
    const other = otherShopper();
    const theirs = subscribe({ sku: VESTIDO_PP }, other.token).data as { id: string };
    expect(list(null).status).toBe(401);
    expect(remove(mine.id, null).status).toBe(401);
    // Someone else's alert is not removed by this shopper.
    expect(remove(theirs.id).data).toEqual({ alerts: [expect.objectContaining({ id: mine.id })] });
    expect(list(other.token).data).toEqual({ alerts: [expect.objectContaining({ id: theirs.id })] });
    expect(remove('abc').status).toBe(400);
    expect(remove(mine.id).data).toEqual({ alerts: [] });
    // Removing it again (another device did) answers the list as it is.
    expect(remove(mine.id)).toMatchObject({ status: 200, data: { alerts: [] } });
  });

  it('lists an alert made anonymously with the account’s email, marked the account’s once pressed signed in', () => {
    expect(anonymous(DEMO_USER.email).status).toBe(201);
    expect((list().data as { alerts: unknown[] }).alerts).toHaveLength(1);
    expect(subscribe({ sku: VESTIDO_PP }).status).toBe(200);
    expect(alertsOfEmail(DEMO_USER.email)).toEqual([expect.objectContaining({ userId: DEMO_USER.id })]);
  });
});

describe("'Baixar meus dados' and 'Excluir minha conta'", () => {
  it('exports the alerts, and the deletion forgets them', async () => {
    const other = otherShopper();
    subscribe({ sku: VESTIDO_PP }, other.token);
    const exported = call('GET', '/account/export', { token: other.token }).data as AccountDataExport;
    expect(exported.stockAlerts).toEqual([expect.objectContaining({ sku: VESTIDO_PP, size: 'PP' })]);
    const deleted = await callLater('DELETE', '/account', {
      token: other.token,
      body: { password: DEMO_USER.password },
    });
    expect(deleted.status).toBe(200);
    expect(alertsOfEmail(other.user.email)).toEqual([]);
    expect(JSON.stringify({ ...localStorage })).not.toContain(other.user.email);
  });
});

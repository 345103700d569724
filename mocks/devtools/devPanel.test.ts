import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call, callLater, DEMO_USER, pixOrder, placed } from '../testFixtures';
import { skuOf, VESTIDO } from '../../src/test/products';
import { setUnits, unitsOf } from '../backend/stock';
import { readOutbox } from '../backend/accounts/outbox';
import { DEMO_COUPONS } from '../../src/rules/coupons';
import { installDevPanel } from './devPanel';
import { CALL_NAMES } from '../backend/calls';
import { setLatencySettings } from './latency';
import { consoleHandle, SWITCHES_KEY } from './switches';

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const stored = () => JSON.parse(sessionStorage.getItem(SWITCHES_KEY) ?? 'null') as unknown;

it('sets the filled-in switches for this tab', async () => {
  installDevPanel();
  await userEvent.click(screen.getByText('fake backend'));
  await userEvent.type(screen.getByLabelText('MOCK_LATENCY_MS'), 'catalogue=500');
  await userEvent.type(screen.getByLabelText('MOCK_FAIL'), 'cartSave,catalogue:offline');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(stored()).toEqual({ latency: 'catalogue=500', fail: 'cartSave,catalogue:offline' });
  expect(screen.getByText(/Saved for this tab/)).toBeInTheDocument();
});

it('refuses a bad value with the valid names and changes nothing', async () => {
  consoleHandle.fail('login');
  installDevPanel();
  await userEvent.click(screen.getByText('fake backend'));
  expect(screen.getByLabelText('MOCK_FAIL')).toHaveValue('login');
  await userEvent.type(screen.getByLabelText('MOCK_LATENCY_MS'), 'catalog=5');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByText((text) => text.includes(`Valid call names: ${CALL_NAMES.join(', ')}`))).toBeInTheDocument();
  expect(stored()).toEqual({ fail: 'login' });
});

it('resets to what npm start was given', async () => {
  consoleHandle.fail('login');
  installDevPanel();
  await userEvent.click(screen.getByText('fake backend'));
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(stored()).toBeNull();
  expect(screen.getByLabelText('MOCK_FAIL')).toHaveValue('');
});

describe('PIX buttons', () => {
  beforeEach(() => setLatencySettings({ pixPaid: 60_000 }));

  it('pay the latest PIX awaiting payment, and say which', async () => {
    const order = placed(pixOrder());
    installDevPanel();
    await userEvent.click(screen.getByText('fake backend'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay latest PIX' }));
    expect(screen.getByText(`Order ${order.id}: paid. Reload or wait for the next status check.`)).toBeInTheDocument();
  });

  it('expire it, or say there is none', async () => {
    installDevPanel();
    await userEvent.click(screen.getByText('fake backend'));
    await userEvent.click(screen.getByRole('button', { name: 'Expire latest PIX' }));
    expect(screen.getByText('no PIX order is awaiting payment')).toBeInTheDocument();
    const order = placed(pixOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Expire latest PIX' }));
    expect(
      screen.getByText(`Order ${order.id}: cancelled. Reload or wait for the next status check.`),
    ).toBeInTheDocument();
    expect(stored()).toBeNull(); // the switches themselves are untouched
  });
});

describe("'Avançar pedido'", () => {
  beforeEach(() => setLatencySettings({ pixPaid: 0, orderStep: 0 }));
  afterEach(() => setLatencySettings({}));

  it('moves the latest paid order one step, with its email, or says there is none', async () => {
    installDevPanel();
    await userEvent.click(screen.getByText('fake backend'));
    const advance = screen.getByRole('button', { name: 'Avançar pedido' });
    await userEvent.click(advance);
    expect(screen.getByText('no paid order is on its way')).toBeInTheDocument();
    const order = placed(pixOrder());
    await userEvent.click(advance);
    expect(screen.getByText(`Order ${order.id}: invoiced. Reload the order page to see it.`)).toBeInTheDocument();
    expect(consoleHandle.outbox()[0]!.subject).toBe(`Nota fiscal do seu pedido ${order.id}`);
  });
});

describe("'Emitir vale-troca'", () => {
  it('grants the demo shopper a vale-troca she finds in Minha conta; the console handle names another account', async () => {
    installDevPanel();
    await userEvent.click(screen.getByText('fake backend'));
    await userEvent.click(screen.getByRole('button', { name: 'Emitir vale-troca' }));
    expect(
      screen.getByText(/^Vale-troca of 15000 cents for maria@vitrine\.dev, valid until \d{4}-\d\d-\d\d\./),
    ).toBeInTheDocument();
    expect(call('GET', '/account/credits').data).toMatchObject({ balanceCents: 15000 });
    expect(consoleHandle.credit.grant(500)).toMatchObject({ cents: 500, email: 'maria@vitrine.dev' });
    expect(() => consoleHandle.credit.grant(500, 'ninguem@vitrine.dev')).toThrow('no account for ninguem@vitrine.dev');
    expect(() => consoleHandle.credit.grant(-1)).toThrow('-1 is not a whole number of cents above 0');
    expect(call('GET', '/account/credits').data).toMatchObject({ balanceCents: 15500 });
  });
});

describe("'Avançar devolução'", () => {
  it('says when no return request is on its way', async () => {
    installDevPanel();
    await userEvent.click(screen.getByText('fake backend'));
    await userEvent.click(screen.getByRole('button', { name: 'Avançar devolução' }));
    expect(screen.getByText('no return request is on its way')).toBeInTheDocument();
  });
});

describe('Latest email', () => {
  it('shows the latest email the backend sent, its link ready to open', async () => {
    await callLater('POST', '/password-resets', { token: null, body: { email: 'maria@vitrine.dev' } });
    installDevPanel();
    await userEvent.click(screen.getByText('fake backend'));
    await userEvent.click(screen.getByRole('button', { name: 'Latest email' }));
    const link = screen.getByRole('link', { name: /^\/redefinir-senha\?token=/ });
    expect(link).toHaveAttribute('href', readOutbox().at(-1)!.link);
    expect(screen.getByText(/^To maria@vitrine\.dev: Vitrine: crie uma nova senha/)).toBeInTheDocument();
  });

  it('says when none was sent', async () => {
    installDevPanel();
    await userEvent.click(screen.getByText('fake backend'));
    await userEvent.click(screen.getByRole('button', { name: 'Latest email' }));
    expect(screen.getByText('No email sent from this tab yet.')).toBeInTheDocument();
    expect(consoleHandle.outbox()).toEqual([]);
  });
});

describe('the demo coupons in the dev panel', () => {
  it('lists each code with what it does', () => {
    const panel = installDevPanel();
    const items = [...panel.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(DEMO_COUPONS.map(({ code, description }) => `${code}: ${description}`));
    panel.remove();
  });
});

describe("'Repor estoque'", () => {
  it("puts a SKU typed back in stock, mailing its 'Avise-me' alerts; every moved size when empty; says a wrong SKU", async () => {
    const [sku, other] = [skuOf(VESTIDO, 'PP'), skuOf(VESTIDO, 'M')];
    expect(call('POST', '/stock-alerts', { body: { sku } }).status).toBe(201);
    setUnits(other, 0);
    installDevPanel();
    await userEvent.click(screen.getByText('fake backend'));
    const restock = screen.getByRole('button', { name: 'Repor estoque' });

    await userEvent.type(screen.getByLabelText('SKU a repor'), 'NAO_EXISTE');
    await userEvent.click(restock);
    expect(screen.getByText(/no size "NAO_EXISTE"/)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('SKU a repor'));
    await userEvent.type(screen.getByLabelText('SKU a repor'), sku);
    await userEvent.click(restock);
    expect(unitsOf(sku)).toBeGreaterThan(0);
    expect(readOutbox()).toEqual([
      expect.objectContaining({ to: DEMO_USER.email, subject: expect.stringMatching(/^Chegou/) }),
    ]);
    expect(screen.getByText(`Restocked ${sku}. Alerts for sizes back in stock are in the outbox.`)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('SKU a repor'));
    await userEvent.click(restock);
    expect(unitsOf(other)).toBeGreaterThan(0);
  });
});

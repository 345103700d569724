import { screen, waitFor, within } from '@testing-library/react';
import { formatCents } from '../../lib/money';
import { PAID_BY_CREDIT_TEXT } from '../../rules/storeCredit';
import { installmentsText } from '../../rules/totals';
import { asShown, shippingCents } from '../../test/figures';
import {
  creditsOf,
  DEMO_USER,
  grantDemoCredit,
  parseFailSetting,
  setFailureConfig,
  storedOrders,
} from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { cartItem, REGATA } from '../../test/products';
import { ADDRESS, cartSaved, shopperWith } from '../../test/shopper';
import { addressConfirmed, paymentChosen, shippingChosen } from './checkoutSlice';
import { type ChosenPayment } from './checkoutState';

// The vale-troca on 'Revisão do pedido': applied before the payment method, as its own line.

afterEach(() => setFailureConfig());

const CARD: ChosenPayment = { method: 'card', token: 'tok_1', last4: '1111', brand: 'visa', installments: 3 };
const CARD_TOTAL = REGATA.actualPriceCents + shippingCents('economica', REGATA.actualPriceCents);

async function atReview(payment: ChosenPayment) {
  const store = shopperWith(cartItem(REGATA, 'M'));
  store.dispatch(addressConfirmed(ADDRESS));
  store.dispatch(shippingChosen({ id: 'economica' }));
  store.dispatch(paymentChosen(payment));
  await cartSaved(store);
  const rendered = renderApp('/checkout/revisao', { store });
  return { ...rendered, opened: screen.findByRole('heading', { level: 1, name: 'Revisão do pedido' }) };
}

const summary = () => screen.getByRole('complementary', { name: 'Resumo' });
const valueOf = (label: string) => within(summary()).getByText(label).nextElementSibling?.textContent;

describe('the vale-troca on the review', () => {
  it('pays part of the total as its own line; the card pays the rest, in the parcels chosen', async () => {
    grantDemoCredit(3000);
    await (
      await atReview(CARD)
    ).opened;
    expect(await within(summary()).findByText('Vale-troca')).toBeInTheDocument();
    expect(valueOf('Total')).toBe(formatCents(CARD_TOTAL));
    expect(valueOf('Vale-troca')).toBe(`−${formatCents(3000)}`);
    expect(valueOf('A pagar')).toBe(formatCents(CARD_TOTAL - 3000));
    expect(screen.getByText(asShown(`Visa final 1111, ${installmentsText(CARD_TOTAL - 3000, 3)}`))).toBeInTheDocument();
  });

  it('shows no credit line to a shopper without credit', async () => {
    await (
      await atReview(CARD)
    ).opened;
    await screen.findByText(asShown(`Visa final 1111, ${installmentsText(CARD_TOTAL, 3)}`));
    expect(within(summary()).queryByText('Vale-troca')).not.toBeInTheDocument();
  });

  it('an order it pays whole needs no payment: placed paid, no card charged, the credit spent once', async () => {
    grantDemoCredit(CARD_TOTAL + 1000);
    const { user, opened } = await atReview(CARD);
    await opened;
    expect(await screen.findByText(PAID_BY_CREDIT_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/Visa final 1111/)).not.toBeInTheDocument();
    expect(valueOf('A pagar')).toBe(formatCents(0));
    const button = screen.getByRole('button', { name: 'Finalizar pedido' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
    await user.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeInTheDocument();
    const [order] = storedOrders();
    expect(order).toMatchObject({ status: 'paid', creditCents: CARD_TOTAL, payment: { method: 'storeCredit' } });
    expect(creditsOf(DEMO_USER.id)[0]).toMatchObject({ balanceCents: 1000 });
    // The order page names the vale-troca as its own line too.
    expect(screen.getByText(PAID_BY_CREDIT_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Vale-troca').nextElementSibling?.textContent).toBe(`−${formatCents(CARD_TOTAL)}`);
    expect(await screen.findByRole('list', { name: 'Etapas do pedido' })).toBeInTheDocument();
  });

  it('a credit that cannot be loaded is said; the order is then sent without it, the credit kept', async () => {
    grantDemoCredit(3000);
    setFailureConfig({ fail: parseFailSetting('storeCredits:offline') });
    const { user, opened } = await atReview({ method: 'pix' });
    await opened;
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seu vale-troca.');
    const button = screen.getByRole('button', { name: 'Finalizar pedido' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
    expect(within(summary()).queryByText('Vale-troca')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeInTheDocument();
    expect(storedOrders()[0]).not.toHaveProperty('creditCents');
    expect(creditsOf(DEMO_USER.id)[0]).toMatchObject({ balanceCents: 3000 });
    expect(await screen.findByRole('list', { name: 'Etapas do pedido' })).toBeInTheDocument();
  });

  it("'Tentar novamente' asks for the credit again, and the review applies it", async () => {
    grantDemoCredit(3000);
    setFailureConfig({ fail: parseFailSetting('storeCredits:offline') });
    const { user, opened } = await atReview(CARD);
    await opened;
    const alert = await screen.findByRole('alert');
    setFailureConfig();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(summary()).findByText('Vale-troca')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await screen.findByText(asShown(`Visa final 1111, ${installmentsText(CARD_TOTAL - 3000, 3)}`));
  });
});

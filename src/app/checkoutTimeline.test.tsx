import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import { catalogApi } from '../features/products/catalogApi';
import { itemAdded } from '../features/cart/cartSlice';
import { devToolsTimeline } from '../test/devToolsTimeline';
import { nextEvents } from '../test/shopStory';
import { forcePix, pixPaidAfter } from '../test/fakeBackend';
import { cartItem, REGATA } from '../test/products';
import { renderApp } from '../test/renderApp';
import { CARD, shopperWith } from '../test/shopper';

/** What must never reach an action, the state or the DevTools: the card's number, CVV and CPF. */
const SECRETS = ['4111111111111111', '4111 1111 1111 1111', '"987"', '52998224725', '529.982.247-25', '"cvv"', '"cpf"'];
const leaked = (value: unknown) => SECRETS.filter((secret) => JSON.stringify(value).includes(secret));

it('the checkout reads as its story on the timeline, and no card data is ever in an action or the state', async () => {
  pixPaidAfter(600_000); // a PIX stays unpaid until the backend is told to pay it
  const store = shopperWith(cartItem(REGATA, 'M'));
  const everyAction: UnknownAction[] = [];
  store.dispatch(addListener({ predicate: () => true, effect: (action) => void everyAction.push(action) }));
  await store.dispatch(catalogApi.endpoints.getProducts.initiate());
  const { user, router } = renderApp('/cart', { store });
  const type = async (name: string, text: string) => {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(text);
  };
  const continueTo = async (heading: string) => {
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 1, name: heading });
  };

  await user.click(await screen.findByRole('link', { name: 'Finalizar compra' }));
  await screen.findByRole('heading', { level: 1, name: 'Entrega' });
  devToolsTimeline.splice(0);

  // Entrega: the address typed (each change kept, off the timeline), looked up, the shipping chosen.
  await type('Nome do destinatário', 'Maria Souza');
  await type('CEP', '01310100');
  await screen.findByDisplayValue('Avenida Paulista');
  await type('Número', '1000');
  await user.click(await screen.findByRole('radio', { name: /Econômica/ }));
  await continueTo('Pagamento');
  expect(nextEvents()).toEqual(['checkout/shippingChosen', 'checkout/addressConfirmed']);

  // Pagamento: the card goes to the tokeniser; the shop keeps its token.
  await user.click(screen.getByRole('radio', { name: /Cartão de crédito/ }));
  await type('Número do cartão', CARD.number);
  await type('Nome impresso no cartão', CARD.holder);
  await type('Validade (MM/AA)', CARD.expiry);
  await type('CVV', '987');
  await type('CPF do titular', CARD.cpf);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Parcelas' }), '3');
  await continueTo('Revisão do pedido');
  expect(nextEvents()).toEqual([
    'checkout/paymentChosen',
    // The review draws the order it will send.
    'checkout/reviewOpened',
    'checkout/reviewShown',
  ]);

  // Revisão: one order, placed; its confirmation.
  await user.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
  await screen.findByRole('heading', { level: 1, name: 'Pedido confirmado' });
  expect(nextEvents()).toEqual(['checkout/orderSubmitted', 'checkout/orderPlaced']);

  // A second order, by PIX, to the last address; paid while its page is open.
  act(() => void store.dispatch(itemAdded(cartItem(REGATA, 'M'))));
  // Its save ends (and its toast shows) before the next step starts.
  await screen.findByText('Produto adicionado ao carrinho!', { selector: '#notistack-snackbar' });
  await act(() => router.navigate('/checkout'));
  await user.click(await screen.findByRole('button', { name: 'Usar endereço do último pedido' }));
  await user.click(await screen.findByRole('radio', { name: /Econômica/ }));
  await continueTo('Pagamento');
  await user.click(screen.getByRole('radio', { name: /PIX/ }));
  await continueTo('Revisão do pedido');
  await user.click(screen.getByRole('button', { name: 'Finalizar pedido' }));
  await screen.findByText('Aguardando pagamento');
  devToolsTimeline.splice(0);
  forcePix('pay', undefined, Date.now(), 600_000);
  await screen.findByText('Pagamento aprovado', { selector: 'p' }, { timeout: 8_000 });
  expect(nextEvents()).toEqual(['orders/pixPaid']);

  expect(everyAction.length).toBeGreaterThan(40);
  expect(leaked(everyAction)).toEqual([]);
  expect(leaked(store.getState())).toEqual([]);
}, 60_000);

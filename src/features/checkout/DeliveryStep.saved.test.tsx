import { act, screen, waitFor, within } from '@testing-library/react';
import type { Address } from '../../api/types';
import { devToolsTimeline } from '../../test/devToolsTimeline';
import { DEMO_USER, otherShopper, parseFailSetting, setFailureConfig, writeCart } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { cartItem, cartLine, REGATA } from '../../test/products';
import { logIn, shopperWith } from '../../test/shopper';
import { addAddress, chooseDefaultAddress, readAddresses } from '../../../mocks/backend/accounts/addressBook';

const HOME: Address = {
  recipient: 'Maria Souza',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const BEACH: Address = {
  recipient: 'Maria Souza',
  cep: '22070011',
  street: 'Avenida Atlântica',
  number: '200',
  district: 'Copacabana',
  city: 'Rio de Janeiro',
  state: 'RJ',
};

const SAVE = 'Salvar este endereço em Minha conta';
const field = (name: string) => screen.getByRole('textbox', { name });

async function openDelivery() {
  const store = shopperWith(cartItem(REGATA, 'M'));
  const utils = renderApp('/checkout/entrega', { store });
  await screen.findByRole('heading', { level: 1, name: 'Entrega' });
  return { ...utils, store };
}

async function chooseShippingAndContinue(user: Awaited<ReturnType<typeof openDelivery>>['user']) {
  const shipping = screen.getByRole('group', { name: 'Frete' });
  await user.click(await within(shipping).findByRole('radio', { name: /Econômica/ }));
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe("Entrega: the addresses saved in 'Minha conta'", () => {
  afterEach(() => setFailureConfig());

  it('offers them, the default chosen first, and continues with it', async () => {
    addAddress(DEMO_USER.id, BEACH);
    addAddress(DEMO_USER.id, HOME);
    chooseDefaultAddress(DEMO_USER.id, '2');
    const { user, store } = await openDelivery();
    const group = await screen.findByRole('group', { name: 'Endereços salvos' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/Avenida Paulista, 1000.*Padrão/),
      expect.stringMatching(/Avenida Atlântica, 200/),
      'Novo endereço',
    ]);
    await waitFor(() => expect(radios[0]).toBeChecked());
    expect(screen.getByRole('heading', { level: 1, name: 'Entrega' })).toHaveFocus();
    // A saved address needs no typing: its fields are not shown, nor the offer to save it.
    expect(screen.queryByRole('textbox', { name: 'CEP' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: SAVE })).toBeNull();
    await chooseShippingAndContinue(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamento' })).toBeInTheDocument();
    expect(store.getState().checkout!.address).toMatchObject({ cep: '01310100', number: '1000' });
  });

  it('uses another saved address when chosen, focus staying on its radio', async () => {
    addAddress(DEMO_USER.id, HOME);
    addAddress(DEMO_USER.id, BEACH);
    const { user, store } = await openDelivery();
    const group = await screen.findByRole('group', { name: 'Endereços salvos' });
    await user.click(within(group).getByRole('radio', { name: /Avenida Atlântica/ }));
    expect(within(group).getByRole('radio', { name: /Avenida Atlântica/ })).toHaveFocus();
    expect(store.getState().checkout!.draft).toMatchObject({ cep: '22070-011', street: 'Avenida Atlântica' });
    await chooseShippingAndContinue(user);
    await screen.findByRole('heading', { level: 1, name: 'Pagamento' });
    expect(store.getState().checkout!.address).toMatchObject({ cep: '22070011', state: 'RJ' });
  });

  it("'Novo endereço' empties the fields to type another; 'Salvar…' keeps it in the book before 'Pagamento'", async () => {
    addAddress(DEMO_USER.id, HOME);
    const { user, store } = await openDelivery();
    const group = await screen.findByRole('group', { name: 'Endereços salvos' });
    await user.click(within(group).getByRole('radio', { name: 'Novo endereço' }));
    expect(field('CEP')).toHaveValue('');
    await user.type(field('Nome do destinatário'), 'Maria Souza');
    await user.type(field('CEP'), '22070011');
    await waitFor(() => expect(field('Número')).toHaveFocus());
    await user.keyboard('200');
    await user.click(screen.getByRole('checkbox', { name: SAVE }));
    const before = devToolsTimeline.length;
    await chooseShippingAndContinue(user);
    await screen.findByRole('heading', { level: 1, name: 'Pagamento' });
    expect(readAddresses(DEMO_USER.id).map((address) => [address.cep, address.isDefault])).toEqual([
      ['01310100', true],
      ['22070011', false],
    ]);
    const story = devToolsTimeline.slice(before).map((action) => action.type);
    expect(story.filter((type) => type.startsWith('account/') || type === 'checkout/addressConfirmed')).toEqual([
      'account/addressSaved',
      'checkout/addressConfirmed',
    ]);
    expect(store.getState().checkout!.address).toMatchObject({ cep: '22070011' });
  });

  it('saves nothing unless asked', async () => {
    const { user } = await openDelivery();
    await user.type(field('Nome do destinatário'), 'Maria Souza');
    await user.type(field('CEP'), '01310100');
    await waitFor(() => expect(field('Número')).toHaveFocus());
    await user.keyboard('1000');
    expect(screen.getByRole('checkbox', { name: SAVE })).not.toBeChecked();
    await chooseShippingAndContinue(user);
    await screen.findByRole('heading', { level: 1, name: 'Pagamento' });
    expect(readAddresses(DEMO_USER.id)).toEqual([]);
  });

  it('stays on the step and says so when the save fails; unchecked, it goes on', async () => {
    setFailureConfig({ fail: parseFailSetting('addressSave:500') });
    const { user, router } = await openDelivery();
    await user.type(field('Nome do destinatário'), 'Maria Souza');
    await user.type(field('CEP'), '01310100');
    await waitFor(() => expect(field('Número')).toHaveFocus());
    await user.keyboard('1000');
    await user.click(screen.getByRole('checkbox', { name: SAVE }));
    await chooseShippingAndContinue(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Não foi possível salvar o endereço em Minha conta/);
    expect(router.state.location.pathname).toBe('/checkout/entrega');
    await user.click(screen.getByRole('checkbox', { name: SAVE }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 1, name: 'Pagamento' });
    expect(readAddresses(DEMO_USER.id)).toEqual([]);
  });

  it('another shopper signed in under the open page (another tab) sees an empty form, never the last one’s book', async () => {
    addAddress(DEMO_USER.id, HOME);
    const { store } = await openDelivery();
    const group = await screen.findByRole('group', { name: 'Endereços salvos' });
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toBeChecked());

    const bia = otherShopper('Bia');
    act(() =>
      logIn(store, { user: bia.user, secret: bia.token, cart: writeCart(bia.user.id, [cartLine(REGATA, 'P')]) }),
    );
    expect(await screen.findByRole('checkbox', { name: SAVE })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Endereços salvos' })).toBeNull();
    expect(screen.queryByText(/Avenida Paulista/)).toBeNull();
    for (const name of ['Nome do destinatário', 'CEP', 'Rua', 'Número']) expect(field(name)).toHaveValue('');
    expect(store.getState().checkout).toMatchObject({ owner: bia.user.id, draft: {}, address: null });
  });
});

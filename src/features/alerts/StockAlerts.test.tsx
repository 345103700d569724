import { screen, within } from '@testing-library/react';
import { productLabel } from '../../lib/text';
import { ALERT_PRIVACY_NOTICE } from '../../rules/stockAlerts';
import { devToolsTimeline } from '../../test/devToolsTimeline';
import { DEMO_USER } from '../../test/fakeBackend';
import { skuOf, VESTIDO } from '../../test/products';
import { renderApp } from '../../test/renderApp';
import { shopperWith } from '../../test/shopper';
import { alertsOfEmail } from '../../../mocks/backend/stockAlertsStore';

const VESTIDO_VERDE = '/product/VESTIDO%20MIDI%20FLORAL?cor=verde';
const VESTIDO_PP = skuOf(VESTIDO, 'PP');
const title = productLabel(VESTIDO);

const sizeSelect = () => screen.getByRole('combobox', { name: 'Tamanho' });
const alertEvents = () => devToolsTimeline.filter((action) => action.type.startsWith('alerts/'));

describe("'Avise-me quando chegar' on the product page", () => {
  it('a signed-in shopper subscribes to a sold-out size in one press; the confirmation takes focus', async () => {
    const { user } = renderApp(VESTIDO_VERDE, { store: shopperWith() });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.queryByRole('button', { name: 'Avise-me quando chegar' })).not.toBeInTheDocument();

    await user.selectOptions(sizeSelect(), 'PP (esgotado)');
    const press = await screen.findByRole('button', { name: 'Avise-me quando chegar' });
    expect(screen.queryByRole('button', { name: 'Adicionar produto à sacola' })).not.toBeInTheDocument();
    expect(press).toHaveAccessibleDescription('Tamanho PP esgotado. Quer receber um email quando ele voltar?');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    devToolsTimeline.splice(0);
    await user.click(press);

    const done = await screen.findByText(`Pronto! Avisaremos ${DEMO_USER.email} quando o tamanho PP chegar.`);
    expect(done).toHaveFocus();
    expect(alertsOfEmail(DEMO_USER.email)).toEqual([expect.objectContaining({ sku: VESTIDO_PP })]);
    // The timeline tells it with ids only.
    expect(alertEvents()).toEqual([
      { type: 'alerts/subscribed', payload: { id: alertsOfEmail(DEMO_USER.email)[0]!.id, sku: VESTIDO_PP } },
    ]);
    expect(JSON.stringify(devToolsTimeline)).not.toContain(DEMO_USER.email);

    // An available size brings the bag back.
    await user.selectOptions(sizeSelect(), 'M');
    expect(screen.getByRole('button', { name: 'Adicionar produto à sacola' })).toBeInTheDocument();
    expect(screen.queryByText(/Pronto!/)).not.toBeInTheDocument();
  });

  it('an anonymous shopper gives an email and agrees to the privacy notice; each refusal takes focus', async () => {
    const { user } = renderApp(VESTIDO_VERDE);
    await screen.findByRole('heading', { level: 1, name: title });
    await user.selectOptions(sizeSelect(), 'PP (esgotado)');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(screen.getByText(ALERT_PRIVACY_NOTICE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ler o aviso de privacidade' })).toHaveAttribute('href', '/privacidade');
    const consent = screen.getByRole('checkbox', { name: /aceito o aviso de privacidade/ });
    const press = screen.getByRole('button', { name: 'Avise-me quando chegar' });

    await user.click(press);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Email: campo obrigatório.');
    await user.type(email, 'ana@');
    await user.click(press);
    expect(email).toHaveAccessibleDescription('Email inválido');
    await user.type(email, 'vitrine.dev');
    await user.click(press);
    expect(consent).toHaveFocus();
    expect(consent).toHaveAccessibleDescription('Aceite o aviso de privacidade para receber o aviso.');
    expect(alertsOfEmail('ana@vitrine.dev')).toEqual([]);

    await user.click(consent);
    await user.click(press);
    expect(await screen.findByText('Pronto! Avisaremos ana@vitrine.dev quando o tamanho PP chegar.')).toHaveFocus();
    expect(alertsOfEmail('ana@vitrine.dev')).toEqual([expect.objectContaining({ sku: VESTIDO_PP, userId: '' })]);
  });

  it('shows the size an address asks for chosen (an alert email’s link); one not on sale or unknown is ignored', async () => {
    renderApp(`${VESTIDO_VERDE}&tamanho=M`);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(sizeSelect()).toHaveDisplayValue('M');
  });

  it.each(['PP', 'XYZ', ''])('ignores ?tamanho=%s', async (size) => {
    renderApp(`${VESTIDO_VERDE}&tamanho=${size}`);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(sizeSelect()).toHaveDisplayValue('Selecione um tamanho');
  });
});

describe("'Avise-me quando chegar' in 'Favoritos' and 'Minha conta'", () => {
  it("offers it for a favourite's sold-out size, then 'Minha conta' lists it and removes it", async () => {
    localStorage.setItem(
      '@context-amaro:server-favorites',
      JSON.stringify({ [DEMO_USER.id]: { items: [VESTIDO.id], version: 1 } }),
    );
    const { user, router } = renderApp('/favoritos', { store: shopperWith() });
    const list = await screen.findByRole('list', { name: 'Favoritos' });
    await user.selectOptions(within(list).getByLabelText('Tamanho'), 'PP (esgotado)');
    expect(within(list).queryByRole('button', { name: 'Adicionar à sacola' })).not.toBeInTheDocument();
    await user.click(await within(list).findByRole('button', { name: 'Avise-me quando chegar' }));
    expect(await within(list).findByText(/Pronto! Avisaremos/)).toHaveFocus();

    await router.navigate('/conta');
    const section = await screen.findByRole('region', { name: 'Avise-me quando chegar' });
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByRole('link', { name: `${title}, tamanho PP` })).toHaveAttribute(
      'href',
      `${VESTIDO_VERDE}&tamanho=PP`,
    );
    devToolsTimeline.splice(0);
    await user.click(within(item).getByRole('button', { name: 'Remover' }));
    expect(await within(section).findByText(/Nenhum aviso/)).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Aviso removido.');
    expect(within(section).getByRole('heading', { name: 'Avise-me quando chegar' })).toHaveFocus();
    expect(alertEvents()).toEqual([{ type: 'alerts/removed', payload: { id: expect.any(String) } }]);
    expect(alertsOfEmail(DEMO_USER.email)).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { Address } from '../../api/types';
import { ADDRESS_BOOK_FULL, ADDRESS_BOOK_LIMIT } from '../../rules/address';
import { DEMO_USER } from '../../test/fakeBackend';
import { devToolsTimeline } from '../../test/devToolsTimeline';
import { renderApp } from '../../test/renderApp';
import { shopperWith } from '../../test/shopper';
import { addAddress, readAddresses } from '../../../mocks/backend/accounts/addressBook';

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

/** The story's own events since `before` (the API's are left out). */
const storySince = (before: number) =>
  devToolsTimeline
    .slice(before)
    .map((action) => action.type)
    .filter((type) => !type.startsWith('api/'));

async function openAddresses(...saved: Address[]) {
  for (const address of saved) addAddress(DEMO_USER.id, address);
  const utils = renderApp('/conta', { store: shopperWith() });
  const section = await screen.findByRole('region', { name: 'Meus endereços' });
  if (saved.length > 0) await within(section).findByRole('list', { name: 'Meus endereços' });
  else await within(section).findByText('Nenhum endereço salvo.');
  return { ...utils, section: within(section) };
}

const items = (section: ReturnType<typeof within>) =>
  section.getAllByRole('listitem').map((item: HTMLElement) => item.textContent ?? '');

describe("'Meus endereços'", () => {
  it('adds an address with the CEP lookup: the new one is the default, focused, announced once', async () => {
    const { user, section } = await openAddresses();
    await user.click(section.getByRole('button', { name: 'Adicionar endereço' }));
    const form = within(section.getByRole('form', { name: 'Novo endereço' }));
    expect(form.getByLabelText('Nome do destinatário')).toHaveFocus();
    await user.keyboard('Maria Souza');
    await user.type(form.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(form.getByLabelText('Número')).toHaveFocus());
    expect(form.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(form.getByLabelText('Rua')).toHaveValue('Avenida Paulista');
    expect(form.getByLabelText('UF')).toHaveValue('SP');
    await user.keyboard('1000');
    const before = devToolsTimeline.length;
    await user.click(form.getByRole('button', { name: 'Salvar endereço' }));

    expect(await section.findByRole('status')).toHaveTextContent('Endereço adicionado.');
    expect(section.queryByRole('form')).not.toBeInTheDocument();
    expect(items(section)).toEqual([expect.stringContaining('Avenida Paulista, 1000')]);
    expect(section.getByRole('listitem')).toHaveTextContent('Padrão');
    await waitFor(() => expect(section.getByText(/Avenida Paulista, 1000/).closest('[tabindex]')).toHaveFocus());
    expect(storySince(before)).toEqual(['account/addressSaved']);
    expect(readAddresses(DEMO_USER.id)).toEqual([expect.objectContaining({ cep: '01310100', isDefault: true })]);
  });

  it('says under each field what the address rule refuses, and sends nothing', async () => {
    const { user, section } = await openAddresses();
    await user.click(section.getByRole('button', { name: 'Adicionar endereço' }));
    const form = within(section.getByRole('form', { name: 'Novo endereço' }));
    await user.type(form.getByLabelText('Número'), 'casa');
    await user.click(form.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(form.getByLabelText('Nome do destinatário')).toHaveFocus());
    expect(form.getByLabelText('Número')).toHaveAccessibleDescription('Informe o número (ou S/N, se não houver).');
    expect(form.getByLabelText('CEP')).toHaveAccessibleDescription(/Campo obrigatório/);
    expect(readAddresses(DEMO_USER.id)).toEqual([]);
  });

  it("cancels 'Adicionar endereço': focus goes back to the button", async () => {
    const { user, section } = await openAddresses();
    await user.click(section.getByRole('button', { name: 'Adicionar endereço' }));
    await user.click(section.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(section.getByRole('button', { name: 'Adicionar endereço' })).toHaveFocus());
  });

  it('edits an address in its place; the CEP it opened with is not filled in again', async () => {
    const { user, section } = await openAddresses(HOME, BEACH);
    const beach = within(section.getAllByRole('listitem')[1]!);
    await user.click(beach.getByRole('button', { name: 'Editar' }));
    const form = within(section.getByRole('form', { name: 'Editar endereço' }));
    expect(form.getByLabelText('CEP')).toHaveValue('22070-011');
    const number = form.getByLabelText('Número');
    await user.clear(number);
    await user.type(number, 's/n');
    const before = devToolsTimeline.length;
    await user.click(form.getByRole('button', { name: 'Salvar endereço' }));
    expect(await section.findByRole('status')).toHaveTextContent('Endereço atualizado.');
    expect(items(section)[1]).toContain('Avenida Atlântica, S/N');
    expect(items(section)[0]).toContain('Padrão');
    expect(storySince(before)).toEqual(['account/addressSaved']);
    await waitFor(() => expect(section.getByText(/Avenida Atlântica, S\/N/).closest('[tabindex]')).toHaveFocus());
  });

  it("'Tornar padrão' puts the address first, marked 'Padrão', and keeps focus on it", async () => {
    const { user, section } = await openAddresses(HOME, BEACH);
    expect(items(section)[0]).toContain('Padrão');
    expect(items(section)[1]).not.toContain('Padrão');
    const before = devToolsTimeline.length;
    await user.click(section.getByRole('button', { name: 'Tornar padrão' }));
    expect(await section.findByRole('status')).toHaveTextContent('Endereço padrão alterado.');
    expect(items(section)[0]).toMatch(/Avenida Atlântica.*Padrão/);
    expect(items(section)[1]).not.toContain('Padrão');
    // The default has no 'Tornar padrão'; the other one has.
    expect(within(section.getAllByRole('listitem')[0]!).queryByRole('button', { name: 'Tornar padrão' })).toBeNull();
    await waitFor(() => expect(section.getByText(/Avenida Atlântica/).closest('[tabindex]')).toHaveFocus());
    expect(storySince(before)).toEqual(['account/defaultAddressChosen']);
  });

  it("'Remover' asks first; cancelling keeps the address, confirming removes it and the other becomes the default", async () => {
    const { user, section } = await openAddresses(HOME, BEACH);
    const home = within(section.getAllByRole('listitem')[0]!);
    await user.click(home.getByRole('button', { name: 'Remover' }));
    expect(home.getByText('Remover este endereço?')).toHaveFocus();
    await user.click(home.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(home.getByRole('button', { name: 'Remover' })).toHaveFocus());
    expect(readAddresses(DEMO_USER.id)).toHaveLength(2);

    await user.click(home.getByRole('button', { name: 'Remover' }));
    const before = devToolsTimeline.length;
    await user.click(home.getByRole('button', { name: 'Sim, remover' }));
    expect(await section.findByRole('status')).toHaveTextContent('Endereço removido.');
    expect(items(section)).toEqual([expect.stringMatching(/Avenida Atlântica.*Padrão/)]);
    await waitFor(() => expect(section.getByRole('heading', { name: 'Meus endereços' })).toHaveFocus());
    expect(storySince(before)).toEqual(['account/addressRemoved']);
  });

  it(`offers no 'Adicionar endereço' once ${ADDRESS_BOOK_LIMIT} are kept, and says why`, async () => {
    const full = Array.from({ length: ADDRESS_BOOK_LIMIT }, (_, i) => ({ ...HOME, number: String(i + 1) }));
    const { section } = await openAddresses(...full);
    expect(section.getAllByRole('listitem')).toHaveLength(ADDRESS_BOOK_LIMIT);
    expect(section.queryByRole('button', { name: 'Adicionar endereço' })).toBeNull();
    expect(section.getByText(ADDRESS_BOOK_FULL)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { formatCents } from '../../lib/money';
import { fullDateText, saoPauloDate } from '../../rules/saoPauloDate';
import { STORE_CREDIT_VALID_DAYS } from '../../rules/storeCredit';
import { grantDemoCredit, parseFailSetting, setFailureConfig } from '../../test/fakeBackend';
import { asShown } from '../../test/figures';
import { renderApp } from '../../test/renderApp';
import { shopperWith } from '../../test/shopper';

// 'Vale-troca' in 'Minha conta': the balance and each credit's expiry, loaded after the page.

afterEach(() => setFailureConfig());

async function openCredit() {
  const utils = renderApp('/conta', { store: shopperWith() });
  await screen.findByRole('form', { name: 'Meus dados' });
  return { ...utils, section: await screen.findByRole('region', { name: 'Vale-troca' }) };
}

describe("'Vale-troca' in 'Minha conta'", () => {
  it('shows the balance and each credit with its amount, balance and last day', async () => {
    const first = grantDemoCredit(15000);
    grantDemoCredit(2550);
    const { section } = await openCredit();
    expect(await within(section).findByText(asShown(formatCents(17550)))).toBeInTheDocument();
    expect(section).toHaveTextContent(asShown(`Saldo disponível: ${formatCents(17550)}.`));
    const credits = within(within(section).getByRole('list', { name: 'Seus vales-troca' })).getAllByRole('listitem');
    expect(credits).toHaveLength(2);
    // Newest first; valid 180 days from its issue, its last day in full.
    expect(credits[0]).toHaveTextContent(
      asShown(`Saldo de ${formatCents(2550)}, válido até ${fullDateText(first.expiresOn)}`),
    );
    expect(credits[1]).toHaveTextContent(
      asShown(`Vale-troca de ${formatCents(15000)}, emitido em ${fullDateText(saoPauloDate(Date.now()))}`),
    );
    expect(STORE_CREDIT_VALID_DAYS).toBe(180);
  });

  it('says when the shopper has none', async () => {
    const { section } = await openCredit();
    expect(await within(section).findByText(/^Você não tem vale-troca\./)).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('a balance that cannot be loaded is said, with a retry that loads it', async () => {
    grantDemoCredit(1000);
    setFailureConfig({ fail: parseFailSetting('storeCredits:500') });
    const { section, user } = await openCredit();
    expect(await within(section).findByText('Não foi possível carregar seu vale-troca.')).toBeInTheDocument();
    setFailureConfig();
    await user.click(within(section).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(section).findByText(asShown(formatCents(1000)))).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { formatCents } from '../lib/money';
import { CANCELLATION_POLICY } from '../rules/cancellation';
import { EXCHANGE_FEE_CENTS } from '../rules/exchangeFee';
import { MONEY_BACK_POLICY, PIX_REFUND_WINDOW_DAYS } from '../rules/moneyBack';
import { POSTAGE_CODE_VALID_DAYS } from '../rules/returnRequests';
import { RETURN_KINDS } from '../rules/returnWindows';
import { STORE_CREDIT_POLICY, STORE_CREDIT_VALID_DAYS } from '../rules/storeCredit';
import { renderApp } from '../test/renderApp';

const kind = (id: (typeof RETURN_KINDS)[number]['id']) =>
  RETURN_KINDS.find((each) => each.id === id)! as { days: number };

/** A text as the page's text reads: the currency's no-break space is a space there. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe("'Trocas e devoluções'", () => {
  it("states each way back with its days and sentence from the rules, the law's floor, and the other policies", async () => {
    renderApp('/trocas-e-devolucoes');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Trocas e devoluções' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Trocas e devoluções | Vitrine');
    for (const { label, days, policy } of RETURN_KINDS) {
      const section = screen.getByRole('region', { name: `${label}: até ${days} dias` });
      expect(within(section).getByText(spaced(policy))).toBeInTheDocument();
    }
    const law = screen.getByRole('heading', { level: 2, name: 'O que diz a lei' }).nextElementSibling as HTMLElement;
    expect(law).toHaveTextContent(
      new RegExp(`Código de Defesa do Consumidor.* até ${kind('withdrawal').days} dias .*inclusive o frete`),
    );
    expect(law).toHaveTextContent(new RegExp(`defeito pode ser reclamado em até ${kind('defect').days} dias`));
    expect(
      screen.getByText(new RegExp(`código de postagem dos Correios, válido por ${POSTAGE_CODE_VALID_DAYS} dias`)),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Etapas da solicitação' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Solicitada',
      'Aprovada',
      'Postada',
      'Recebida: conferimos cada item, e ela termina como reembolsada, troca enviada ou vale-troca emitido. Uma troca enviada passa a troca entregue quando chega.',
    ]);
    // The exchange's fee, from its rule.
    expect(screen.getByRole('region', { name: /^Troca:/ })).toHaveTextContent(
      spaced(`a partir da segunda, cobramos ${formatCents(EXCHANGE_FEE_CENTS)} de frete`),
    );
    expect(screen.getByText(CANCELLATION_POLICY)).toBeInTheDocument();
    expect(screen.getByText(MONEY_BACK_POLICY)).toHaveTextContent(`${PIX_REFUND_WINDOW_DAYS} dias`);
    expect(screen.getByText(STORE_CREDIT_POLICY)).toHaveTextContent(`${STORE_CREDIT_VALID_DAYS} dias`);
    expect(screen.getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute('href', '/pedidos');
  });

  it("follows a rule's days: a window changed in the rules is the window the page states", async () => {
    const exchange = kind('exchange');
    const defect = kind('defect');
    const [exchangeDays, defectDays] = [exchange.days, defect.days];
    exchange.days = exchangeDays + 15;
    defect.days = defectDays * 2;
    try {
      renderApp('/trocas-e-devolucoes');
      await screen.findByRole('heading', { level: 1, name: 'Trocas e devoluções' });
      expect(
        screen.getByRole('heading', { level: 2, name: `Troca: até ${exchangeDays + 15} dias` }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 2, name: `Defeito: até ${defectDays * 2} dias` }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { level: 2, name: `Troca: até ${exchangeDays} dias` }),
      ).not.toBeInTheDocument();
      expect(screen.getByText(new RegExp(`reclamado em até ${defectDays * 2} dias`))).toBeInTheDocument();
    } finally {
      exchange.days = exchangeDays;
      defect.days = defectDays;
    }
  });

  it('is linked from the footer, for anyone', async () => {
    const { user, router } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(await within(footer).findByRole('link', { name: 'Trocas e devoluções' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trocas e devoluções' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/trocas-e-devolucoes');
  });
});

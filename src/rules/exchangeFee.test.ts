import { formatCents } from '../lib/money';
import {
  EXCHANGE_FEE_CENTS,
  EXCHANGE_FEE_POLICY,
  EXCHANGE_FEE_PIX_MINUTES,
  exchangeFeeChargedText,
  exchangeFeeCents,
  exchangeFeeNotice,
} from './exchangeFee';
import { allowanceFor, lineAllowances, RETURN_KINDS } from './returnWindows';
import { shippingRates } from './shipping';

// The order delivered at 13:00 on 2 December in São Paulo; its exchange's shipment at 23:30 on 20 December there (already the 21st in UTC).
const DELIVERED = '2026-12-02T16:00:00Z';
const EXCHANGE_DELIVERED = '2026-12-21T02:30:00Z';
const HELD = { quantity: 1, unitsTaken: 0, exchanges: 1, receivedAt: EXCHANGE_DELIVERED };

describe('the exchange fee', () => {
  it('is the Econômica delivery to São Paulo, from the shipping rule', () => {
    const economica = shippingRates('SP').find((rate) => rate.id === 'economica')!;
    expect(EXCHANGE_FEE_CENTS).toBe(economica.priceCents);
    expect(EXCHANGE_FEE_CENTS).toBeGreaterThan(0);
  });

  it('is nothing for a line’s first exchange and the fee from the second on', () => {
    expect(exchangeFeeCents(0)).toBe(0);
    expect(exchangeFeeCents(1)).toBe(EXCHANGE_FEE_CENTS);
    expect(exchangeFeeCents(3)).toBe(EXCHANGE_FEE_CENTS);
  });

  it('is stated once, in the exchange’s policy', () => {
    const fee = formatCents(EXCHANGE_FEE_CENTS);
    expect(EXCHANGE_FEE_POLICY).toBe(
      `A primeira troca de cada item é grátis; a partir da segunda, cobramos ${fee} de frete.`,
    );
    expect(RETURN_KINDS.find((kind) => kind.id === 'exchange')!.policy).toContain(EXCHANGE_FEE_POLICY);
  });

  it('reads before sending, after charging, and once given back', () => {
    const fee = formatCents(EXCHANGE_FEE_CENTS);
    expect(exchangeFeeNotice(EXCHANGE_FEE_CENTS, { method: 'card', last4: '1111' })).toBe(
      `Esta troca tem custo de frete: ${fee}, cobrado no cartão final 1111. A primeira troca de cada item é grátis.`,
    );
    expect(exchangeFeeNotice(EXCHANGE_FEE_CENTS, { method: 'storeCredit' })).toContain(
      `${fee}, pago com o seu vale-troca`,
    );
    expect(exchangeFeeNotice(EXCHANGE_FEE_CENTS, { method: 'pix' })).toBe(
      `Esta troca tem custo de frete: ${fee}, pago por PIX. Depois de enviar, pague o PIX em até ${EXCHANGE_FEE_PIX_MINUTES} minutos: o código de postagem sai quando o pagamento for confirmado.`,
    );
    const charge = {
      cents: EXCHANGE_FEE_CENTS,
      payment: { method: 'card', last4: '1111' } as const,
      chargedAt: DELIVERED,
      paidAt: DELIVERED,
      givenBackAt: null,
    };
    expect(exchangeFeeChargedText(charge)).toBe(`Frete da troca: ${fee}, cobrado no cartão final 1111.`);
    expect(exchangeFeeChargedText({ ...charge, givenBackAt: DELIVERED })).toBe(
      `Frete da troca: ${fee}, cobrado no cartão final 1111. A troca não aconteceu: o valor foi estornado no cartão.`,
    );
    const pix = { ...charge, payment: { method: 'pix', code: '000201', expiresAt: DELIVERED } as const, paidAt: null };
    expect(exchangeFeeChargedText(pix)).toBe(`Frete da troca: ${fee} por PIX, aguardando o pagamento.`);
    expect(exchangeFeeChargedText(pix, true)).toBe(`Frete da troca: ${fee} por PIX, não pago. Nada foi cobrado.`);
    expect(exchangeFeeChargedText({ ...pix, paidAt: DELIVERED, givenBackAt: DELIVERED })).toBe(
      `Frete da troca: ${fee}, pago por PIX. A troca não aconteceu: o valor foi devolvido por PIX.`,
    );
  });
});

describe('units received through an exchange', () => {
  it('are not free to exchange again: the line had its free exchange', () => {
    const exchange = allowanceFor(lineAllowances(DELIVERED, '2026-12-22T12:00:00Z', HELD), 'exchange');
    expect(exchange).toMatchObject({ open: true, free: false, units: 1 });
    const first = allowanceFor(
      lineAllowances(DELIVERED, '2026-12-03T12:00:00Z', { ...HELD, exchanges: 0 }),
      'exchange',
    );
    expect(first).toMatchObject({ open: true, free: true });
  });

  it('have 30 days from the exchange’s São Paulo delivery date, its last day whole', () => {
    // Delivered on 20 December in São Paulo: the exchange is open through 19 January there.
    const at = (now: string) => allowanceFor(lineAllowances(DELIVERED, now, HELD), 'exchange');
    expect(at('2027-01-20T02:59:59Z')).toMatchObject({
      open: true,
      lastDay: '2027-01-19',
      text: 'Você pode trocar até 19/01',
    });
    expect(at('2027-01-20T03:00:00Z')).toMatchObject({ open: false, reason: 'O prazo para trocar terminou em 19/01.' });
    // The order's own 30 days (through 1 January) do not close it.
    expect(at('2027-01-05T12:00:00Z')).toMatchObject({ open: true });
  });

  it('keep the order’s withdrawal and defect windows, from its delivery', () => {
    const [withdrawal, , defect] = lineAllowances(DELIVERED, '2026-12-22T12:00:00Z', HELD);
    expect(withdrawal).toMatchObject({ open: false, lastDay: '2026-12-09' });
    expect(defect).toMatchObject({ open: true, lastDay: '2027-03-02' });
  });
});

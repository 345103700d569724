import { formatCents } from '../lib/money';
import { AFTER_PURCHASE_REFUSAL } from './afterPurchaseRefusals';
import {
  canCancel,
  cancellationMoney,
  cancellationReasonLabel,
  cancellationRefusal,
  CANCELLATION_POLICY,
  CANCELLATION_REASONS,
  cancellationPreviewText,
  isCancellationReason,
} from './cancellation';
import { ORDER_STEP_IDS } from './orderSteps';

describe('whether an order can be cancelled', () => {
  it('can while unpaid', () => {
    expect(canCancel({ status: 'awaiting_payment', step: 'received' })).toBe(true);
  });

  it('can while paid and not yet shipped', () => {
    for (const step of ['paid', 'invoiced', 'picking'] as const) {
      expect(cancellationRefusal({ status: 'paid', step })).toBeNull();
    }
  });

  it('cannot once shipped, and says why', () => {
    for (const step of ['shipped', 'outForDelivery', 'delivered'] as const) {
      expect(cancellationRefusal({ status: 'paid', step })).toBe(AFTER_PURCHASE_REFUSAL.orderAlreadyShipped);
    }
    expect(AFTER_PURCHASE_REFUSAL.orderAlreadyShipped).toMatch(/já foi enviado/);
  });

  it('cannot twice', () => {
    for (const step of ORDER_STEP_IDS) {
      expect(cancellationRefusal({ status: 'cancelled', step })).toBe(AFTER_PURCHASE_REFUSAL.orderAlreadyCancelled);
    }
  });
});

describe('the reasons', () => {
  it('are a short list with Portuguese labels', () => {
    expect(CANCELLATION_REASONS.length).toBeLessThanOrEqual(6);
    expect(cancellationReasonLabel('mistake')).toBe('Comprei por engano');
    expect(CANCELLATION_REASONS.at(-1)!.label).toBe('Outro motivo');
  });

  it('recognise only their ids', () => {
    expect(isCancellationReason('betterPrice')).toBe(true);
    expect(isCancellationReason('Comprei por engano')).toBe(false);
    expect(isCancellationReason(undefined)).toBe(false);
  });
});

describe('what happens to the money', () => {
  it('charges nothing for an unpaid PIX', () => {
    expect(cancellationMoney('awaiting_payment', { method: 'pix', totalCents: 14265 })).toEqual({
      kind: 'nothingCharged',
    });
  });

  it('refunds a paid PIX whole, starting em processamento', () => {
    expect(cancellationMoney('paid', { method: 'pix', totalCents: 14265 })).toEqual({
      kind: 'pixRefund',
      amountCents: 14265,
      state: 'processing',
    });
  });

  it('reverses a card payment and cancels its remaining parcels', () => {
    expect(cancellationMoney('paid', { method: 'card', parcelsCents: [5001, 5000, 5000], parcelsBilled: 0 })).toEqual({
      kind: 'cardReversal',
      amountCents: 15001,
      reversedParcelsCents: [],
      cancelledParcelsCents: [5001, 5000, 5000],
    });
  });
});

describe('CANCELLATION_POLICY', () => {
  it('says until when an order can be cancelled', () => {
    expect(CANCELLATION_POLICY).toContain('até ser enviado');
  });
});

describe('what the form says cancelling does with the money', () => {
  it('charges nothing while unpaid, gives a PIX back by PIX, reverses a card with its parcels', () => {
    expect(cancellationPreviewText('awaiting_payment', 'pix', 9000)).toBe(
      'O pagamento ainda não foi feito: nada será cobrado.',
    );
    expect(cancellationPreviewText('paid', 'pix', 8550)).toBe(
      `Devolveremos ${formatCents(8550)} por PIX para a conta que fez o pagamento.`,
    );
    expect(cancellationPreviewText('paid', 'card', 30000)).toBe(
      `A compra de ${formatCents(30000)} será estornada no cartão, e as parcelas futuras serão canceladas.`,
    );
  });
});

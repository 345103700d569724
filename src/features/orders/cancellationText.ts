/** How a cancelled order's money reads, from the rules' words: nothing charged, a devolução, an estorno. */
import type { MoneyBack, Order } from '../../api/types';
import { NOTHING_CHARGED_TEXT } from '../../rules/cancellation';
import { cardReversalText, pixRefundText } from '../../rules/moneyBack';
import type { CancelledMoney } from './cancelEvents';

/** The money back the order's cancellation gave (none when nothing was charged). */
export const cancellationMoneyBack = (order: Order): MoneyBack | null =>
  order.moneyBack?.find((record) => record.cause.kind === 'cancellation') ?? null;

/** What became of the money, for the timeline. */
export function cancelledMoney(order: Order): CancelledMoney {
  const record = cancellationMoneyBack(order);
  return !record ? 'nothingCharged' : record.method === 'pix' ? 'pixRefund' : 'cardReversal';
}

/** 'Nenhum valor foi cobrado.', 'Devolução de R$ 85,50 por PIX: em processamento.' or the estorno's sentence. */
export function moneyBackText(record: MoneyBack | null): string {
  if (!record) return NOTHING_CHARGED_TEXT;
  return record.method === 'pix' ? pixRefundText(record.amountCents, record.state) : cardReversalText(record);
}

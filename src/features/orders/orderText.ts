/** How orders read in Portuguese. */
import type { OrderStatus } from '../../api/types';

export const STATUS_TEXT: Record<OrderStatus, string> = {
  awaiting_payment: 'Aguardando pagamento',
  paid: 'Pagamento aprovado',
  cancelled: 'Pedido cancelado',
};

/**
 * The order page's heading and title. Right after placing it (`confirmation`) it says what
 * became of the order: confirmed, or cancelled once its PIX expired unpaid; from 'Meus
 * pedidos' it names the order.
 */
export function orderHeading(id: string, status: OrderStatus, confirmation: boolean): string {
  if (!confirmation) return `Pedido ${id}`;
  return status === 'cancelled' ? 'Pedido cancelado' : 'Pedido confirmado';
}

const date = new Intl.DateTimeFormat('pt-BR');

/** '25/11/2026' */
export const orderDate = (iso: string) => date.format(new Date(iso));

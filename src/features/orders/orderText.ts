/** How orders read in Portuguese. */
import type { OrderStatus } from '../../api/types';

export const STATUS_TEXT: Record<OrderStatus, string> = {
  awaiting_payment: 'Aguardando pagamento',
  paid: 'Pagamento aprovado',
  cancelled: 'Pedido cancelado',
};

const date = new Intl.DateTimeFormat('pt-BR');

/** '25/11/2026' */
export const orderDate = (iso: string) => date.format(new Date(iso));

/**
 * The store's steps of an order, in order, as 'Acompanhe seu pedido' lists them, and the
 * email each step sends. The carrier's own tracking events are not steps: they stay apart.
 */

/** Every step, in the order an order goes through them. */
export const ORDER_STEPS = [
  { id: 'received', label: 'Pedido recebido' },
  { id: 'paid', label: 'Pagamento aprovado' },
  { id: 'invoiced', label: 'Nota fiscal emitida' },
  { id: 'picking', label: 'Em separação' },
  { id: 'shipped', label: 'Enviado' },
  { id: 'outForDelivery', label: 'Saiu para entrega' },
  { id: 'delivered', label: 'Entregue' },
] as const;

export type OrderStepId = (typeof ORDER_STEPS)[number]['id'];

export const ORDER_STEP_IDS: readonly OrderStepId[] = ORDER_STEPS.map((step) => step.id);

export const isOrderStepId = (value: unknown): value is OrderStepId => ORDER_STEP_IDS.includes(value as OrderStepId);

/** A step's place, 0 for 'received'. */
export const stepIndex = (id: OrderStepId): number => ORDER_STEP_IDS.indexOf(id);

/** The step's label: 'Em separação'. */
export const stepLabel = (id: OrderStepId): string => ORDER_STEPS[stepIndex(id)]!.label;

/** The step after this one, or null once delivered. */
export function nextStep(id: OrderStepId): OrderStepId | null {
  return ORDER_STEP_IDS[stepIndex(id) + 1] ?? null;
}

/** True once an order at `current` has gone through `step` (a step reaches itself). */
export const hasReached = (current: OrderStepId, step: OrderStepId): boolean => stepIndex(current) >= stepIndex(step);

/** True once the order has left the warehouse: from 'Enviado' on, it can no longer be cancelled. */
export const isShipped = (current: OrderStepId): boolean => hasReached(current, 'shipped');

/** The emails the steps send, as a real store sends them. */
export type OrderEmail = 'paid' | 'invoice' | 'shipped' | 'delivered';

/** The email each step sends on reaching it; the other steps send none. */
export const STEP_EMAIL: Partial<Record<OrderStepId, OrderEmail>> = {
  paid: 'paid',
  invoiced: 'invoice',
  shipped: 'shipped',
  delivered: 'delivered',
};

/** The email a step sends, or null. */
export const emailForStep = (id: OrderStepId): OrderEmail | null => STEP_EMAIL[id] ?? null;

/** Each email's subject, for an order number. */
const SUBJECTS: Record<OrderEmail, (orderId: string) => string> = {
  paid: (id) => `Pagamento aprovado: pedido ${id}`,
  invoice: (id) => `Nota fiscal do seu pedido ${id}`,
  shipped: (id) => `Seu pedido ${id} foi enviado`,
  delivered: (id) => `Seu pedido ${id} foi entregue`,
};

/** The subject of an order's email: 'Seu pedido 100001 foi enviado'. */
export const emailSubject = (email: OrderEmail, orderId: string): string => SUBJECTS[email](orderId);

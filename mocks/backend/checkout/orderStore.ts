/**
 * The orders in the server's records (store.ts), with the idempotency keys they
 * were placed with and the answers those keys gave (keys are remembered with
 * the orders), and each shopper's last delivery address.
 */
import type { Address, Order } from '../../../src/api/types';
import { ADDRESS_FIELDS } from '../../../src/rules/address';
import { attemptId, SCHEMA } from '../schema';
import { isRecord, table } from '../store';

/** An order as kept: the shopper it belongs to and the key it was placed with, never answered. */
export interface StoredOrder extends Order {
  userId: string;
  idempotencyKey: string;
}

/** What a key answered: an order (201), a decline (402) or a repricing (409). */
export interface Attempt {
  userId: string;
  key: string;
  /** The request's normalised body: the same key with another body is refused. */
  fingerprint: string;
  status: 201 | 402 | 409;
  orderId?: string;
  /** The 402 or 409 answer, to give again. */
  data?: unknown;
}

/** Order numbers are what shoppers read: sequential per server, six digits to start (schema.ts: the orders' first id). */
export const FIRST_ORDER_NUMBER = SCHEMA.orders.firstId;

/**
 * An order keeps the terms it was placed with (a past order shows its own discount). Orders
 * stored before the percentage was kept with them were all placed at 5% by PIX.
 */
const withTerms = (order: Record<string, unknown>) =>
  typeof order.discountPercent === 'number'
    ? order
    : { ...order, discountPercent: isRecord(order.payment) && order.payment.method === 'pix' ? 5 : 0 };

const orders = table(SCHEMA.orders, (stored) =>
  isRecord(stored) && typeof stored.id === 'string' ? (withTerms(stored) as unknown as StoredOrder) : null,
);

const attempts = table(SCHEMA.orderAttempts, (stored) =>
  isRecord(stored) && typeof stored.userId === 'string' && typeof stored.key === 'string'
    ? (stored as unknown as Attempt)
    : null,
);

const addresses = table(SCHEMA.lastAddresses, (stored) => (isRecord(stored) ? (stored as unknown as Address) : null));

/** A new order number, taken: never issued again, even when its order is not placed in the end. */
export function nextOrderId(): string {
  return orders.nextId();
}

/** Every order, oldest first; one shopper's when `userId` is given. */
export function storedOrders(userId?: string): StoredOrder[] {
  return userId === undefined ? orders.all() : orders.find('userId', userId);
}

export function findAttempt(userId: string, key: string): Attempt | null {
  return attempts.get(attemptId(userId, key));
}

/** Keeps a 402 or 409 answer under its key. */
export function recordAttempt(attempt: Attempt): void {
  attempts.put(attemptId(attempt.userId, attempt.key), attempt);
}

/** Saves a new order (its number from nextOrderId) with the attempt that placed it. */
export function saveOrder(order: StoredOrder, attempt: Omit<Attempt, 'status' | 'orderId'>): void {
  orders.put(order.id, order);
  recordAttempt({ ...attempt, status: 201, orderId: order.id });
}

/**
 * Replaces the orders that `change` returns a new object for (every order, or one shopper's);
 * writes only those. Answers the orders as they are now.
 */
export function updateOrders(change: (order: StoredOrder) => StoredOrder, userId?: string): StoredOrder[] {
  return storedOrders(userId).map((order) => {
    const changed = change(order);
    if (changed !== order) orders.put(changed.id, changed);
    return changed;
  });
}

/** An order as the shopper sees it: without the owner and the key. */
export function publicOrder({ userId: _userId, idempotencyKey: _key, ...order }: StoredOrder): Order {
  return order;
}

/** The address of the shopper's last order is offered next time. */
export function lastAddress(userId: string): Address | null {
  return addresses.get(userId);
}

export function saveLastAddress(userId: string, address: Address): void {
  addresses.put(userId, address);
}

/**
 * 'Baixar meus dados' (accounts/accountData.ts), the orders' section: the shopper's orders, oldest
 * first, as the order page shows them (`orders`: the disk's, or the same brought up to now).
 */
export function ordersSection(userId: string, kept: StoredOrder[] = storedOrders(userId)): Order[] {
  return kept.filter((order) => order.userId === userId).map(publicOrder);
}

/** 'Excluir minha conta': the last order's address is no longer offered to anyone. */
export function forgetLastAddress(userId: string): void {
  addresses.delete(userId);
}

/** What an anonymous order keeps of its delivery address: the city and state (taxes go by state). */
export const KEPT_ADDRESS_FIELDS: ReadonlySet<keyof Address> = new Set(['city', 'state']);

/**
 * An order kept without its shopper. Personal, and so dropped: who owned it, the idempotency key
 * their device made, every field of the delivery address (the address rule's fields, so a field
 * the rule gains is dropped too) but its city and state, the card's last four digits. Kept, for
 * the shop's books and its sales figures: the number, date and status, the items and prices, the
 * shipping option, the city and state delivered to, how it was paid (PIX and its code, which names
 * the shop and the order, or the card's brand and installments).
 */
function anonymous(order: StoredOrder): StoredOrder {
  const payment = order.payment.method === 'card' ? { ...order.payment, last4: '' } : order.payment;
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, KEPT_ADDRESS_FIELDS.has(field) ? order.address[field] : '']),
  ) as Address;
  return { ...order, userId: '', idempotencyKey: '', address, payment };
}

/**
 * 'Excluir minha conta': the shopper's orders stay, anonymous (above), and the answers their
 * idempotency keys gave go (a key's request holds the address).
 */
export function anonymiseOrdersOf(userId: string): void {
  for (const order of orders.find('userId', userId)) orders.put(order.id, anonymous(order));
  for (const attempt of attempts.find('userId', userId)) attempts.delete(attemptId(attempt.userId, attempt.key));
}

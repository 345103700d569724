/**
 * The orders on the server's disk (disk.ts), with the idempotency keys they
 * were placed with and the answers those keys gave (issue 23: "keys are
 * remembered with the orders"), and each shopper's last delivery address.
 */
import type { Address, Order } from '../../../src/api/types';
import { diskRecord, isRecord } from '../disk';

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

interface OrdersDisk {
  nextNumber: number;
  orders: StoredOrder[];
  attempts: Attempt[];
}

/** Order numbers are what shoppers read: sequential per server, six digits to start. */
export const FIRST_ORDER_NUMBER = 100001;

/**
 * An order keeps the terms it was placed with (a past order shows its own discount). Orders
 * stored before the percentage was kept with them were all placed at 5% by PIX.
 */
const withTerms = (order: Record<string, unknown>) =>
  typeof order.discountPercent === 'number'
    ? order
    : { ...order, discountPercent: isRecord(order.payment) && order.payment.method === 'pix' ? 5 : 0 };

const ordersDisk = diskRecord<OrdersDisk>('orders', (stored) => {
  const disk = isRecord(stored) ? stored : {};
  const orders = Array.isArray(disk.orders) ? (disk.orders as unknown[]).filter(isRecord).map(withTerms) : [];
  const attempts = Array.isArray(disk.attempts) ? (disk.attempts as unknown[]).filter(isRecord) : [];
  const next = Number.isSafeInteger(disk.nextNumber) ? (disk.nextNumber as number) : FIRST_ORDER_NUMBER;
  return {
    nextNumber: Math.max(next, FIRST_ORDER_NUMBER),
    orders: orders as unknown as StoredOrder[],
    attempts: attempts as unknown as Attempt[],
  };
});

const addresses = diskRecord<Record<string, Address>>('addresses', (stored) =>
  isRecord(stored) ? (stored as Record<string, Address>) : {},
);

/** The number the next order will get. */
export function nextOrderId(): string {
  return String(ordersDisk.read().nextNumber);
}

export function storedOrders(): StoredOrder[] {
  return ordersDisk.read().orders;
}

export function findAttempt(userId: string, key: string): Attempt | null {
  return ordersDisk.read().attempts.find((a) => a.userId === userId && a.key === key) ?? null;
}

/** Keeps a 402 or 409 answer under its key. */
export function recordAttempt(attempt: Attempt): void {
  const disk = ordersDisk.read();
  ordersDisk.write({ ...disk, attempts: [...disk.attempts, attempt] });
}

/** Saves a new order under the next number, with the attempt that placed it, in one write. */
export function saveOrder(order: StoredOrder, attempt: Omit<Attempt, 'status' | 'orderId'>): void {
  const disk = ordersDisk.read();
  ordersDisk.write({
    nextNumber: Number(order.id) + 1,
    orders: [...disk.orders, order],
    attempts: [...disk.attempts, { ...attempt, status: 201, orderId: order.id }],
  });
}

/** Replaces the orders that `change` returns a new object for; writes only when one changed. */
export function updateOrders(change: (order: StoredOrder) => StoredOrder): StoredOrder[] {
  const disk = ordersDisk.read();
  const orders = disk.orders.map(change);
  if (orders.some((order, i) => order !== disk.orders[i])) ordersDisk.write({ ...disk, orders });
  return orders;
}

/** An order as the shopper sees it: without the owner and the key. */
export function publicOrder({ userId: _userId, idempotencyKey: _key, ...order }: StoredOrder): Order {
  return order;
}

/** Issue 23: the address of the shopper's last order is offered next time. */
export function lastAddress(userId: string): Address | null {
  return addresses.read()[userId] ?? null;
}

export function saveLastAddress(userId: string, address: Address): void {
  addresses.write({ ...addresses.read(), [userId]: address });
}

/**
 * 'Baixar meus dados' (accounts/accountData.ts), the orders' section: the shopper's orders, oldest
 * first, as the order page shows them (`orders`: the disk's, or the same brought up to now).
 */
export function ordersSection(userId: string, orders: StoredOrder[] = storedOrders()): Order[] {
  return orders.filter((order) => order.userId === userId).map(publicOrder);
}

/** 'Excluir minha conta': the last order's address is no longer offered to anyone. */
export function forgetLastAddress(userId: string): void {
  const { [userId]: _forgotten, ...rest } = addresses.read();
  addresses.write(rest);
}

/**
 * An order kept without its shopper. Personal, and so dropped: who owned it, the idempotency key
 * their device made, the delivery address but its city and state (the recipient, street, number,
 * complement, district and CEP, which can name one street), the card's last four digits. Kept,
 * for the shop's books and its sales figures: the number, date and status, the items and prices,
 * the shipping option, the city and state delivered to (taxes go by state), how it was paid (PIX
 * and its code, which names the shop and the order, or the card's brand and installments).
 */
function anonymous(order: StoredOrder): StoredOrder {
  const { city, state } = order.address;
  const payment = order.payment.method === 'card' ? { ...order.payment, last4: '' } : order.payment;
  const address = { recipient: '', cep: '', street: '', number: '', complement: '', district: '', city, state };
  return { ...order, userId: '', idempotencyKey: '', address, payment };
}

/**
 * 'Excluir minha conta': the shopper's orders stay, anonymous (above), and the answers their
 * idempotency keys gave go (a key's request holds the address), all in one write.
 */
export function anonymiseOrdersOf(userId: string): void {
  const disk = ordersDisk.read();
  ordersDisk.write({
    ...disk,
    orders: disk.orders.map((order) => (order.userId === userId ? anonymous(order) : order)),
    attempts: disk.attempts.filter((attempt) => attempt.userId !== userId),
  });
}

/**
 * What each delivered line allows, and until when, counted in São Paulo calendar dates from
 * the delivery: desistência within 7 days (the consumer code's withdrawal right: whole order or
 * part, no reason), troca within 30 days (another size or colour of the same product at the same
 * price, the first per line free), defeito within 90 days (a description required; a replacement
 * or a refund). Day 0 is the delivery date; the window's last day is the delivery date plus its
 * days, and it counts whole.
 *
 * Units the shopper received through an exchange can be exchanged again: their exchange window
 * counts from the day that exchange's shipment was delivered. Their withdrawal and defect windows
 * stay the order's, counted from its delivery: the law's 7 and 90 days are about the purchase.
 */
import { AFTER_PURCHASE_REFUSAL, deadlineClosedText } from './afterPurchaseRefusals';
import { EXCHANGE_FEE_POLICY } from './exchangeFee';
import { addDays, dayMonthText, isOnOrBefore, saoPauloDate, type CalendarDate, type Instant } from './saoPauloDate';

/** The three ways back, as the policy page and the request form state them. */
export const RETURN_KINDS = [
  {
    id: 'withdrawal',
    label: 'Desistência',
    days: 7,
    verb: 'desistir',
    policy:
      'Você pode desistir da compra em até 7 dias após o recebimento, sem precisar dizer o motivo, de todo o pedido ou de parte dele. Devolvemos tudo o que foi pago pelos itens, e também o frete quando o pedido inteiro é devolvido. A postagem de volta é por nossa conta.',
  },
  {
    id: 'exchange',
    label: 'Troca',
    days: 30,
    verb: 'trocar',
    policy:
      'Você pode trocar um item por outro tamanho ou cor do mesmo produto, pelo mesmo preço, em até 30 dias após o recebimento. A peça recebida numa troca também pode ser trocada, em até 30 dias após a entrega da troca. ' +
      EXCHANGE_FEE_POLICY,
  },
  {
    id: 'defect',
    label: 'Defeito',
    days: 90,
    verb: 'relatar um defeito',
    policy:
      'Se um item apresentar defeito, você pode nos avisar em até 90 dias após o recebimento, descrevendo o problema. Você escolhe entre receber outro igual ou o reembolso.',
  },
] as const;

export type ReturnKind = (typeof RETURN_KINDS)[number]['id'];

export const isReturnKind = (value: unknown): value is ReturnKind => RETURN_KINDS.some((kind) => kind.id === value);

const kindOf = (id: ReturnKind) => RETURN_KINDS.find((kind) => kind.id === id)!;

/** The last São Paulo date a kind of request may be made for an order delivered at `deliveredAt`. */
export const returnLastDay = (deliveredAt: Instant, kind: ReturnKind): CalendarDate =>
  addDays(saoPauloDate(deliveredAt), kindOf(kind).days);

/** True while the kind's window is open at `now`: from the delivery through its last day, in São Paulo. */
export const isWindowOpen = (deliveredAt: Instant, kind: ReturnKind, now: Instant): boolean =>
  isOnOrBefore(now, returnLastDay(deliveredAt, kind));

/** The deadline as the page shows it: 'Você pode desistir até 09/12'. */
export const deadlineText = (kind: ReturnKind, lastDay: CalendarDate): string =>
  `Você pode ${kindOf(kind).verb} até ${dayMonthText(lastDay)}`;

/** A closed window's reason: 'O prazo para desistir terminou em 09/12.' */
export const windowClosedText = (kind: ReturnKind, lastDay: CalendarDate): string =>
  deadlineClosedText(kindOf(kind).verb, lastDay);

/** What deciding a line's allowances needs of it. */
export interface ReturnableLine {
  quantity: number;
  /** Units returned, exchanged or in an open request: they cannot be asked for again. */
  unitsTaken: number;
  /** Exchanges this line already had: only the first is free. */
  exchanges: number;
  /** For units received through an exchange: when that shipment was delivered, which starts their exchange window. */
  receivedAt?: Instant;
}

/** One way back for a line: open with its deadline text, or closed with its reason. */
export type LineAllowance =
  | { kind: ReturnKind; open: true; lastDay: CalendarDate; text: string; units: number; free: boolean }
  | { kind: ReturnKind; open: false; lastDay: CalendarDate | null; reason: string };

/**
 * What a line allows at `now`, one entry per kind in RETURN_KINDS' order. Closed: before the order
 * is delivered (`deliveredAt` null), once every unit is taken, or past the kind's last day.
 * `free` says whether an exchange is free (the line's first, exchangeFee.ts); the other kinds are always free.
 */
export function lineAllowances(deliveredAt: Instant | null, now: Instant, line: ReturnableLine): LineAllowance[] {
  return RETURN_KINDS.map(({ id: kind }): LineAllowance => {
    if (deliveredAt === null)
      return { kind, open: false, lastDay: null, reason: AFTER_PURCHASE_REFUSAL.orderNotDelivered };
    const lastDay = returnLastDay(kind === 'exchange' ? (line.receivedAt ?? deliveredAt) : deliveredAt, kind);
    const units = line.quantity - line.unitsTaken;
    if (units <= 0) return { kind, open: false, lastDay, reason: AFTER_PURCHASE_REFUSAL.lineAlreadyReturned };
    if (!isOnOrBefore(now, lastDay)) return { kind, open: false, lastDay, reason: windowClosedText(kind, lastDay) };
    const free = kind !== 'exchange' || line.exchanges === 0;
    return { kind, open: true, lastDay, text: deadlineText(kind, lastDay), units, free };
  });
}

/** A line's allowance of one kind. */
export const allowanceFor = (allowances: readonly LineAllowance[], kind: ReturnKind): LineAllowance =>
  allowances.find((allowance) => allowance.kind === kind)!;

/** What an exchange needs of the bought item and the wanted one. */
export interface ExchangeItem {
  productId: string;
  sku: string;
  unitCents: number;
}

/**
 * Why an exchange cannot be made, or null: it must be another size or colour (another SKU) of the
 * same product at the same unit price, and the wanted SKU must have a unit in stock.
 */
export function exchangeRefusal(bought: ExchangeItem, wanted: ExchangeItem, unitsInStock: number): string | null {
  const same = wanted.productId === bought.productId && wanted.unitCents === bought.unitCents;
  if (!same || wanted.sku === bought.sku) return AFTER_PURCHASE_REFUSAL.exchangeNotSameProduct;
  if (unitsInStock < 1) return AFTER_PURCHASE_REFUSAL.sizeOutOfStock;
  return null;
}

/** The longest defect description kept. */
export const DEFECT_DESCRIPTION_MAX = 1000;

/** A defect description as kept: trimmed, and cut at DEFECT_DESCRIPTION_MAX characters. */
export const cleanDefectDescription = (description: string): string =>
  description.trim().slice(0, DEFECT_DESCRIPTION_MAX);

/** Why a defect description cannot be taken (blank), or null. */
export const defectDescriptionRefusal = (description: string): string | null =>
  cleanDefectDescription(description) === '' ? AFTER_PURCHASE_REFUSAL.defectDescriptionRequired : null;

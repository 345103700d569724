/**
 * The contract between the shop and its backend (today the fake in mocks/).
 * Prices are integer cents; the retailer's text format never crosses this line.
 */
import type { Installments } from '../lib/money';
import type { SignUpValues } from '../rules/account';
import type { Address } from '../rules/address';
import type { CardBrand } from '../rules/card';
import type { Coupon, CouponRefusalReason } from '../rules/coupons';
import type { CartLine } from '../rules/orderLines';
import type { InstallmentCount } from '../rules/totals';
import type { OrderTotals } from '../rules/totals';
import type { ShippingId, ShippingOption } from '../rules/shipping';
import type { OrderStepId } from '../rules/orderSteps';
import type { ReturnRequestState, ReturnResolution } from '../rules/returnRequests';
import type { LineAllowance, ReturnKind } from '../rules/returnWindows';
import type { ExchangeFeeCharge, ExchangeFeePayment } from '../rules/exchangeFee';
import type { CalendarDate } from '../rules/saoPauloDate';
import type { CancellationReason } from '../rules/cancellation';
import type { PixRefundState } from '../rules/moneyBack';
import type { StoreCredit } from '../rules/storeCredit';

// The domain's own types live with their rules (src/rules/); the contract speaks of them.
export type { Address, CardBrand, CartLine, InstallmentCount, OrderTotals, ShippingId, ShippingOption };

export interface ProductSize {
  size: string;
  available: boolean;
  sku: string;
}

export interface Product {
  /** The retailer's code_color: unique per product and colour. */
  id: string;
  name: string;
  style: string;
  color: string;
  colorSlug: string;
  onSale: boolean;
  regularPriceCents: number;
  actualPriceCents: number;
  /** 0 when there is no discount. */
  discountPercent: number;
  installments: Installments;
  /** Empty when the catalogue has no image for it. */
  image: string;
  sizes: ProductSize[];
}

/**
 * What GET /products/:name answers: the product the name (and colour) open, with its
 * colours, the catalogue's entries of its style, itself among them (src/rules/colours.ts).
 * The product page switches between them without asking again.
 */
export interface ProductWithColours extends Product {
  colours: Product[];
}

/** What the shop knows about a signed-in shopper: never the password. */
export interface User {
  id: string;
  email: string;
  name: string;
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * A shopper's cart as the server keeps it. `version` counts its saves (0: never
 * saved); PUT /cart names the version it changes (`If-Match: "<version>"`), so
 * a device that has not seen the latest copy cannot overwrite it.
 */
export interface ServerCart {
  lines: CartLine[];
  version: number;
}

/**
 * A shopper's favourites as the server keeps them: catalogue entries' ids
 * (a colour each), newest first. `version` counts the changes (0: never changed). Each change is
 * one product added or removed (PUT or DELETE /favorites/:productId), answered with the new list,
 * so two devices' changes never overwrite each other.
 */
export interface ServerFavorites {
  items: string[];
  version: number;
}

export interface SessionPayload {
  user: User;
  /** The session's token: the email and a fixed suffix. It names the session in storage; it proves nothing. */
  token: string;
  cart: ServerCart;
}

/**
 * What a sign-in answers (POST /login, POST /accounts, PUT /password): the
 * session and its secret, a random value the server issued. The secret proves
 * the session on every signed-in call (`Authorization: Bearer <secret>`); the
 * shop keeps it out of Redux (src/api/sessionProof.ts).
 */
export interface NewSession extends SessionPayload {
  secret: string;
}

/** POST /accounts ('Criar conta'; src/rules/account.ts): the CPF as 11 digits, `acceptedTerms` true. */
export type SignUpRequest = SignUpValues;

/** A refusal that names the form's field it is about (422 of a rule, 409 of a taken email or CPF). */
export interface FieldRefusal {
  message: string;
  field: string;
}

/** GET and PATCH /account ('Minha conta'): who the shopper is; the CPF masked by the server, never the hash. */
export interface AccountDetails {
  name: string;
  email: string;
  /** '***.456.789-**' (src/rules/cpf.ts: maskCpf). */
  maskedCpf: string;
}

/** 'Meus endereços': an address kept in 'Minha conta', by its id; one is the default. */
export type SavedAddress = Address & { id: string; isDefault: boolean };

/**
 * GET /account/addresses, and the answer to every change of the book: the default first, then
 * the others in the order they were added; `savedId` names the address a POST or PUT kept.
 */
export interface AddressBook {
  addresses: SavedAddress[];
  savedId?: string;
}

/** PUT /account/password ('Alterar senha'): the current password, checked by the server, and the new one. */
export interface PasswordChangeRequest {
  currentPassword: string;
  password: string;
}

/**
 * GET /account/export ('Baixar meus dados'): everything the shop keeps of the shopper, a named
 * section per store (mocks/backend/accounts/accountData.ts), the CPF whole; never a hash or a
 * secret. The shop saves it as a file and keeps none of it.
 */
/** One vale-troca as 'Minha conta' shows it (src/rules/storeCredit.ts), with why it was issued. */
export type PublicStoreCredit = StoreCredit & {
  source:
    | { kind: 'return'; orderId: string; requestId: string }
    | { kind: 'cancellation'; orderId: string }
    | { kind: 'dev' };
};

/** GET /account/credits: what the shopper's credits can pay now, and each credit, newest first. */
export interface StoreCredits {
  balanceCents: number;
  credits: PublicStoreCredit[];
}

export interface AccountDataExport {
  format: string;
  exportedAt: string;
  [section: string]: unknown;
}

/** DELETE /account ('Excluir minha conta'): the account's password, checked by the server. */
export interface AccountDeletionRequest {
  password: string;
}

/** PUT /password with a reset link's token ('Esqueci minha senha'). */
export interface PasswordResetRequest {
  resetToken: string;
  password: string;
}

export interface ProductQuery {
  name: string;
  /** color_slug, carried by card and menu links so same-name products resolve. */
  color?: string;
}

/*
 * Checkout. The backend recomputes every figure from its own
 * catalogue and rules; what the shop sends is a request, never a price.
 */

/** A UF code, one of UFS' codes (src/rules/cep.ts: UfCode), as the server sends it. */
export type Uf = string;

/** What GET /cep/:cep fills in; number, complement and recipient stay the shopper's. */
export interface CepAddress {
  cep: string;
  street: string;
  district: string;
  city: string;
  state: Uf;
}

export interface OrderLineRequest {
  sku: string;
  /** A whole number from 1 to 10. */
  quantity: number;
}

/** POST /shipping; anonymous shoppers may ask too (a product page). */
export interface ShippingQuoteRequest {
  cep: string;
  lines: OrderLineRequest[];
}

export interface ShippingQuote {
  cep: string;
  state: Uf;
  /** The lines' subtotal as the server prices them now. */
  subtotalCents: number;
  options: ShippingOption[];
}

/** Sent once, to POST /card-tokens (the payment provider): never kept by the shop or the server. */
export interface CardDetails {
  number: string;
  holder: string;
  /** MM/AA. */
  expiry: string;
  cvv: string;
  /** The holder's CPF. */
  cpf: string;
}

/** What the shop keeps of a card: a token that pays one order within 15 minutes. */
export interface CardToken {
  token: string;
  last4: string;
  brand: CardBrand;
}

export type PaymentRequest = { method: 'pix' } | { method: 'card'; token: string; installments: InstallmentCount };

/**
 * POST /orders, with an `Idempotency-Key` header (8–100 of [A-Za-z0-9_-]):
 * the same key and body answer the same order (or the same 402/409) and create
 * nothing new, so a retry after a time-out is safe. A different body needs a new key.
 */
export interface PlaceOrderRequest {
  lines: OrderLineRequest[];
  address: Address;
  shippingId: ShippingId;
  payment: PaymentRequest;
  /** The total the shopper was shown; any other total is a 409 RepricedOrder. */
  expectedTotalCents: number;
  /**
   * The version of the shopper's server cart the review showed (ServerCart.version). The order
   * consumes it: the server places the order only while its cart is at that version, then takes
   * the ordered units out of the cart as the next version. Any other version is a 412
   * CartChanged: another device changed the cart or made it an order, and nothing is charged.
   */
  cartVersion: number;
  /** The coupon code the shopper applied, as typed; the server reads and checks it again. */
  couponCode?: string | null;
  /**
   * What the review showed the shopper's vale-troca paying (src/rules/storeCredit.ts); absent or 0:
   * none is used. The server works it out again from the shopper's credits: any other figure is a
   * 409 RepricedOrder, and nothing is spent.
   */
  creditCents?: number;
}

/** POST /cart/coupon's body: the code as typed and the cart's lines. */
export interface CouponCheckRequest {
  code: string;
  lines: OrderLineRequest[];
}

/**
 * POST /cart/coupon's answer: the coupon's terms (so the shop can tell, after a change to the
 * cart, whether it still applies), what it does, and what it takes off these lines now.
 */
export interface AppliedCoupon {
  coupon: Coupon;
  description: string;
  subtotalCents: number;
  couponCents: number;
}

/** A coupon the server refuses (422), when it is checked or when the order is placed. */
export interface CouponRefused {
  message: string;
  code: 'COUPON_REFUSED';
  reason: CouponRefusalReason;
}

export interface OrderLine {
  sku: string;
  productId: string;
  name: string;
  color: string;
  size: string;
  image: string;
  quantity: number;
  unitCents: number;
  lineCents: number;
  /** The line's share of the coupon, in cents (an order placed with one): what a return of it keeps back. */
  couponCents?: number;
}

export type OrderStatus = 'awaiting_payment' | 'paid' | 'cancelled';

export type OrderPayment =
  /** code: the BR Code "copia e cola" (also the QR's content); expiresAt: ISO time. */
  | { method: 'pix'; code: string; expiresAt: string }
  /** parcelsCents add up to the total; the first takes the leftover cents. */
  | { method: 'card'; brand: CardBrand; last4: string; installments: InstallmentCount; parcelsCents: number[] }
  /** The vale-troca paid the whole order: no PIX, no card. */
  | { method: 'storeCredit' };

export interface Order extends OrderTotals {
  /** The order number shoppers read: sequential, '100001' first. */
  id: string;
  createdAt: string;
  status: OrderStatus;
  lines: OrderLine[];
  address: Address;
  shipping: ShippingOption;
  payment: OrderPayment;
  /** The coupon the order was placed with (its couponCents are on the order and each line). */
  couponCode?: string;
  /** Set when the shopper cancelled it (an unpaid PIX left to expire has none). */
  cancellation?: OrderCancellation;
  /** The money given back on it, oldest first (GET /orders/:id answers it; absent elsewhere). */
  moneyBack?: MoneyBack[];
  /**
   * What the shopper's vale-troca paid of the total (absent: none); the payment method paid the
   * rest (totalCents − creditCents), or nothing when the payment is 'storeCredit'.
   */
  creditCents?: number;
}

/** The shopper's cancellation of an order: the reason picked and when. */
export interface OrderCancellation {
  reason: CancellationReason;
  at: string;
}

/** Why money went back: the order's cancellation, a return request's refund, or an exchange's fee for an exchange that did not happen. */
export type MoneyBackCause =
  { kind: 'cancellation' } | { kind: 'return'; requestId: string } | { kind: 'exchangeFee'; requestId: string };

/**
 * Money given back on an order, the way it was paid: a PIX devolução with its state, or a card
 * estorno with the parcels credited back and the ones cancelled.
 */
export type MoneyBack = {
  id: string;
  cause: MoneyBackCause;
  amountCents: number;
  createdAt: string;
} & (
  | { method: 'pix'; state: PixRefundState; settledAt: string | null }
  | { method: 'card'; reversedParcelsCents: number[]; cancelledParcelsCents: number[] }
);

/** A row of 'Meus pedidos'. */
export interface OrderSummary {
  id: string;
  createdAt: string;
  status: OrderStatus;
  totalCents: number;
  /** The units ordered (quantities added up). */
  itemCount: number;
  /** The store's step the order is at now ('Pedido recebido' … 'Entregue'). */
  step: OrderStepId;
}

/** One of the carrier's own events ('Objeto postado', at a place), kept apart from the store's steps. */
export interface CarrierEvent {
  description: string;
  place: string;
  at: string;
}

/** 'Acompanhe seu pedido' (GET /orders/:id/tracking): the store's steps and the carrier's events. */
export interface OrderTracking {
  /** The last step reached. */
  step: OrderStepId;
  /** Every step, in order; `at` is null for a step not reached yet. */
  steps: Array<{ id: OrderStepId; label: string; at: string | null }>;
  /** The invoice's 44-digit NF-e key, once 'Nota fiscal emitida' is reached. */
  nfeKey: string | null;
  /** The Correios S10 code, once 'Enviado' is reached. */
  trackingCode: string | null;
  /** Oldest first. */
  carrierEvents: CarrierEvent[];
}

/** GET /orders/:id/pix, polled until the PIX is paid or expires. */
export interface PixStatus {
  status: OrderStatus;
  expiresAt: string;
}

/** 412 from placeOrder: the cart is no longer at the version the order names; its current copy. */
export interface CartChanged extends ServerCart {
  message: string;
}

/** 409 from placeOrder: what the server would charge now, and what changed since the shopper's total. */
export interface RepricedOrder extends OrderTotals {
  message: string;
  lines: Array<OrderLine & { available: boolean }>;
  /** Portuguese sentences, e.g. 'VESTIDO MIDI FLORAL - VERDE (M) agora custa R$ 199,90.' / 'BOLSA TRANSVERSAL - CARAMELO (U) esgotou.' */
  changes: string[];
  /** What the shopper's vale-troca can pay of this total now, when the review used one. */
  creditCents?: number;
}

/**
 * A refusal the shop acts on, not only shows, named by a `code` beside the message:
 * - `CARD_EXPIRED` (POST /orders, 422): the card's token can no longer pay (past its 15
 *   minutes, spent, or unknown to a server that restarted). Nothing was charged; the card
 *   must be typed again.
 */
export type ErrorCode = 'CARD_EXPIRED';

/** The body of every 4xx and 5xx answer: the server's message, in Portuguese, and a code when the shop must act on it. */
export interface ErrorBody {
  message: string;
  code?: ErrorCode;
}

/**
 * Errors come back as values, in the shape fetchBaseQuery gives them, so the
 * fake backend and a real server over HTTP fail alike: an HTTP status with the
 * server's message, or a request that never got an answer.
 */
export type ApiError =
  | { status: number; data: ErrorBody }
  /** No connection: the request failed before any answer. */
  | { status: 'FETCH_ERROR'; error: string }
  /** No answer within the request's time-out (src/api/apiSlice.ts). */
  | { status: 'TIMEOUT_ERROR'; error: string }
  /** An answer that is not JSON. */
  | { status: 'PARSING_ERROR'; originalStatus: number; data: string; error: string };

/** What kind of failure an error is, for the screens that explain it. */
export type FailureReason = 'notFound' | 'server' | 'offline' | 'timeout';

export function failureReason(error: unknown): FailureReason {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 404) return 'notFound';
  if (status === 'FETCH_ERROR') return 'offline';
  if (status === 'TIMEOUT_ERROR') return 'timeout';
  return 'server';
}

/** The reason a screen shows for a load that failed for any reason but "not found" (a 401 ends the session instead). */
export function shownFailure(error: unknown): 'server' | 'offline' | 'timeout' {
  const reason = failureReason(error);
  return reason === 'offline' || reason === 'timeout' ? reason : 'server';
}

/*
 * 'Trocar ou devolver': what a delivered order's lines allow, and the shopper's requests. The
 * server works out every allowance, deadline and refund; the page only shows them.
 */

/** Another size or colour a line may be exchanged for (same product, same price). */
export interface ExchangeOption {
  sku: string;
  /** 'VERDE, tamanho G'. */
  label: string;
  available: boolean;
}

/** A line of a delivered order, as 'Trocar ou devolver' offers it. */
export interface ReturnableLine extends OrderLine {
  /** The line's place in the order: requests name lines by it. */
  index: number;
  /** What the line paid: its price less its shares of the discounts. */
  paidCents: number;
  /** One per kind (desistência, troca, defeito): open with its deadline, or closed with the reason. */
  allowances: LineAllowance[];
  exchangeOptions: ExchangeOption[];
  /**
   * Units received through an exchange: the exchange request whose shipment delivered them (the
   * line then names the size or colour received). Absent for the units the order delivered.
   */
  fromExchange?: string;
}

/** A line of a return request. */
export interface ReturnRequestLine {
  index: number;
  quantity: number;
  /** The units asked for were received through this exchange request (see ReturnableLine). */
  fromExchange?: string;
  /** An exchange's new size or colour. */
  wantedSku?: string;
  wantedLabel?: string;
  /** What the line gives back (0 for an exchange or a replacement). */
  refundCents: number;
  /** Once received: accepted, or refused with the reason. */
  refusal?: string;
}

/** A return request as the shopper sees it. */
export interface ReturnRequest {
  id: string;
  orderId: string;
  kind: ReturnKind;
  resolution: ReturnResolution;
  state: ReturnRequestState;
  createdAt: string;
  lines: ReturnRequestLine[];
  description?: string;
  /** The Correios 'código de postagem' and the last São Paulo date it can be used. */
  postageCode: string;
  postageLastDay: CalendarDate;
  /** The lines' refunds and the original shipping's, added up; 0 without money back. */
  refundCents: number;
  shippingRefundCents: number;
  /** Where the money goes back (by PIX or on the card); null without money back. */
  refundRoute: 'pix' | 'card' | null;
  /** An exchange's or a replacement's new shipment, once sent. */
  trackingCode: string | null;
  /** Once refunded: the money back as recorded (a PIX devolução with its state, a card estorno). */
  moneyBack?: MoneyBack;
  /** Once resolved: the vale-troca it issued (all of it when taken as credit; the part the credit paid of a refund). */
  creditCents?: number;
  /** A line's second or later exchange: the fee charged, and when it went back. */
  exchangeFee?: ExchangeFeeCharge;
  /** The fee's estorno on the card, once the exchange did not happen. */
  exchangeFeeBack?: MoneyBack;
  /** When each state was reached, oldest first. */
  history: Array<{ state: ReturnRequestState; at: string }>;
}

/** GET /orders/:id/returns. */
export interface OrderReturns {
  orderId: string;
  /** When the order was delivered; null before (nothing is open then). */
  deliveredAt: string | null;
  shippingCents: number;
  lines: ReturnableLine[];
  /** Newest first. */
  requests: ReturnRequest[];
  /** What an exchange that is not free (its allowance's `free` false) costs now, and how it would be paid. */
  exchangeFee: { cents: number; payment: ExchangeFeePayment };
}

/** POST /orders/:id/returns: what the shopper asks; the server works out the rest. */
export interface ReturnRequestBody {
  kind: ReturnKind;
  resolution: ReturnResolution;
  lines: Array<{ index: number; quantity: number; wantedSku?: string; fromExchange?: string }>;
  /** A defect's description. */
  description?: string;
}

/** GET /returns: the shopper's requests still open, for 'Meus pedidos'. */
export interface OpenReturn {
  id: string;
  orderId: string;
  state: ReturnRequestState;
}

/**
 * The contract between the shop and its backend (today the fake in mocks/).
 * Prices are integer cents; the retailer's text format never crosses this line.
 */
import type { Installments } from '../lib/money';

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

/** What the shop knows about a signed-in shopper: never the password. */
export interface User {
  id: string;
  email: string;
  name: string;
}

export interface CartLine {
  sku: string;
  productId: string;
  size: string;
  quantity: number;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface SessionPayload {
  user: User;
  token: string;
  cart: CartLine[];
}

export interface ProductQuery {
  name: string;
  /** color_slug, carried by card and menu links so same-name products resolve. */
  color?: string;
}

/** Errors come back as values, the way fetchBaseQuery reports them. */
export interface ApiError {
  status: number;
  data: { message: string };
}

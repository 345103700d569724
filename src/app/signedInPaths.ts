/** The pages only a signed-in shopper sees (routes.tsx puts them behind RequireAuth). */
export const SIGNED_IN_PATHS = {
  cart: 'cart',
  checkout: 'checkout/*',
  confirmation: 'pedido/:id',
  account: 'conta',
  favorites: 'favoritos',
  orders: 'pedidos',
  order: 'pedidos/:id',
} as const;

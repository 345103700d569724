import { useLocation } from 'react-router-dom';
import type { Product } from '../../api/types';
import { sizeToKeep } from '../../rules/colours';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsLoggedIn, useSendToLogin, type ReturnState } from '../session';
import { addToCart } from './addToCart';

/**
 * 'Adicionar produto à sacola': adds the product in the chosen size, or, for an
 * anonymous shopper, goes to /login first, saying why and keeping
 * the size for the way back.
 */
export function useAddToBag(product: Product): (size: string) => void {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const sendToLogin = useSendToLogin();
  return (size) => {
    if (!loggedIn) sendToLogin({ reason: 'add-to-bag', ...(size && { size }) });
    else dispatch(addToCart(product, size));
  };
}

/** The size to show chosen: the one kept across a login, or the only size there is (U). */
export function useInitialSize(product: Product): string {
  return sizeToKeep(product, (useLocation().state as ReturnState | null)?.size);
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Product } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsLoggedIn, useSendToLogin, type ReturnState } from '../session';
import { selectIsFavorite } from './favoritesSelectors';

/** The favourites' flows, the slice and their API: fetched with the first heart a signed-in shopper sees or presses. */
const flows = () => import('./favoritesFlows');

/**
 * A product's heart: whether it is on, and what a press does. Signed in, the
 * first heart shown has the list read (the device's copy, then the server's); a press adds or
 * removes the product. Signed out, a press goes to /login, carrying the product in the router's
 * state; back here signed in, the heart adds it and takes the focus.
 */
export function useFavorite(product: Product) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const on = useAppSelector((state) => signedIn && selectIsFavorite(state, product.id));
  const sendToLogin = useSendToLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const ref = useRef<HTMLButtonElement>(null);
  const state = location.state as ReturnState | null;
  const returned = signedIn && state?.favorite === product.id;

  useEffect(() => {
    if (signedIn) void flows().then((file) => dispatch(file.loadFavorites()));
  }, [signedIn, dispatch]);

  useEffect(() => {
    if (!returned) return;
    // Done once: Back or a reload to this entry must not add it again.
    void navigate(location, { replace: true, state: { ...state, favorite: undefined } satisfies ReturnState });
    ref.current?.focus();
    void flows().then((file) => dispatch(file.addReturnedFavorite(product)));
  }, [returned, location, state, navigate, dispatch, product]);

  const toggle = () => {
    if (!signedIn) sendToLogin({ reason: 'favorite', favorite: product.id });
    else void flows().then((file) => dispatch(file.toggleFavorite(product)));
  };
  return { on, toggle, ref };
}

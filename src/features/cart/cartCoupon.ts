/**
 * 'Cupom de desconto' in the cart and the review: the applied coupon's figures on the cart as it
 * is now, and the flow of applying, removing and dropping a code. Loaded with the cart's page and
 * the checkout (the coupon rules come with it), never in the first download.
 */
import { createAction, createSelector } from '@reduxjs/toolkit';
import { useCallback, useEffect, useState } from 'react';
import { formatCents } from '../../lib/money';
import { couponRemovedText, normaliseCouponCode, orderFigures, pricedLine } from '../../rules/coupons';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { withNews } from '../../store/news';
import { useCheckCouponMutation } from './cartApi';
import { selectCartView } from './cartSelectors';
import { couponApplied, couponDropped, couponRemoved } from './couponEvents';
import { selectAppliedCoupon } from './storedCoupon';

/** The server refused the code (its message under the field): nothing changes. Declared here, with the page's code. */
export const couponRefused = createAction<{ code: string; message: string }>('cart/couponRefused');

export const COUPON_FAILED = 'Não foi possível aplicar o cupom agora. Tente novamente.';
export const COUPON_EMPTY = 'Digite o código do cupom.';

/**
 * The cart's figures with the applied coupon (shipping apart, judged later): the subtotal, what
 * the coupon takes off, the products after it, and why the coupon stopped applying, if it did.
 */
export const selectCouponFigures = createSelector([selectCartView, selectAppliedCoupon], (lines, applied) => {
  const figures = orderFigures({
    lines: lines.map((line) => pricedLine(line.product, line.quantity)),
    coupon: applied?.coupon ?? null,
    shipping: null,
    method: 'card',
  });
  return { applied, figures };
});

/** 'Cupom BEMVINDA10 aplicado: −R$ 8,99.' */
export const appliedText = (code: string, couponCents: number) =>
  couponCents > 0 ? `Cupom ${code} aplicado: −${formatCents(couponCents)}.` : `Cupom ${code} aplicado: frete grátis.`;

const refusalOf = (error: unknown): string => {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : COUPON_FAILED;
};

/**
 * The coupon box's state and actions. `ready`: the catalogue's prices are here, so a coupon that
 * stopped applying (a line removed, a quantity lowered, a price changed) is dropped and the
 * shopper told why (couponRemovedText), never a total changed silently.
 */
export function useCoupon(ready: boolean) {
  const dispatch = useAppDispatch();
  const { applied, figures } = useAppSelector(selectCouponFigures);
  const lines = useAppSelector(selectCartView);
  const [check, { isLoading }] = useCheckCouponMutation();
  const [error, setError] = useState<string | null>(null);

  const refusal = ready && applied ? figures.couponRefusal : null;
  useEffect(() => {
    if (!applied || !refusal) return;
    const message = couponRemovedText(applied.coupon.code, refusal);
    dispatch(
      withNews(couponDropped({ code: applied.coupon.code, message }), {
        toast: { message, variant: 'info' },
      }),
    );
  }, [applied, refusal, dispatch]);

  const apply = useCallback(
    async (typed: string) => {
      const code = normaliseCouponCode(typed);
      if (!code) {
        setError(COUPON_EMPTY);
        return;
      }
      const answer = await check({ code, lines: lines.map(({ sku, quantity }) => ({ sku, quantity })) });
      if ('data' in answer && answer.data) {
        setError(null);
        const said = appliedText(answer.data.coupon.code, answer.data.couponCents);
        dispatch(withNews(couponApplied(answer.data), { say: said }));
      } else {
        const message = refusalOf(answer.error);
        setError(message);
        dispatch(withNews(couponRefused({ code, message }), { say: message }));
      }
    },
    [check, dispatch, lines],
  );

  const remove = useCallback(() => {
    if (!applied) return;
    setError(null);
    const { code } = applied.coupon;
    dispatch(withNews(couponRemoved({ code }), { say: `Cupom ${code} removido.` }));
  }, [applied, dispatch]);

  return { applied: refusal ? null : applied, figures, error, busy: isLoading, apply, remove };
}

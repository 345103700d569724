import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { InstallmentCount } from '../../api/types';
import { useAppSelector } from '../../store/hooks';
import { cardSchema, type CardValues } from '../../rules/card';
import { cardHandle, useTokenizeCardMutation } from './checkoutApi';
import { paymentChosen } from './checkoutSlice';
import { selectPayment, selectPlacement } from './checkoutSelectors';
import { useStepDone } from './useStepDone';

export interface PaymentValues extends CardValues {
  method: '' | 'pix' | 'card';
  installments: `${InstallmentCount}`;
}

const NO_CARD = { number: '', holder: '', expiry: '', cvv: '', cpf: '' };
const cardResolver = yupResolver(cardSchema) as unknown as Resolver<PaymentValues>;

/**
 * The 'Pagamento' form. The card's fields live in this form only
 * (react-hook-form's own state): they go to the provider's tokeniser through a
 * one-time handle and are cleared once tokenised; the shop keeps the token,
 * brand, last four digits and parcels (checkout/paymentChosen).
 */
export function usePaymentForm() {
  const saved = useAppSelector(selectPayment);
  const savedCard = saved?.method === 'card' ? saved : null;
  // A card tokenised before (Back from the review, a reload) is kept until the shopper types another.
  const [newCard, setNewCard] = useState(!savedCard);
  const keepCard = !newCard && savedCard !== null;
  const [tokenize, { isLoading: tokenizing, error: tokenError, reset: forgetError }] = useTokenizeCardMutation();
  const done = useStepDone('revisao');

  // A card that expired on the review is asked for again: its form opens, empty.
  const expired = useAppSelector(selectPlacement).status === 'cardExpired';
  const form = useForm<PaymentValues>({
    defaultValues: {
      method: saved?.method ?? (expired ? 'card' : ''),
      installments: `${savedCard?.installments ?? 1}`,
      ...NO_CARD,
    },
    resolver: async (values, context, options) => {
      if (!values.method)
        return { values: {}, errors: { method: { type: 'required', message: 'Escolha a forma de pagamento' } } };
      if (values.method === 'pix' || keepCard) return { values, errors: {} };
      return cardResolver(values, context, options);
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (tokenizing) return;
    if (values.method === 'pix') return done(paymentChosen({ method: 'pix' }));
    const installments = Number(values.installments) as InstallmentCount;
    if (keepCard) return done(paymentChosen({ ...savedCard, installments }));
    const { number, holder, expiry, cvv, cpf } = values;
    const result = await tokenize(cardHandle({ number, holder: holder.trim(), expiry, cvv, cpf }));
    if (!('data' in result) || !result.data) return;
    form.reset({ ...values, ...NO_CARD }); // the card's data leaves the page with the tokeniser's answer
    done(paymentChosen({ method: 'card', ...result.data, installments }));
  });

  const typeNewCard = () => {
    forgetError();
    setNewCard(true);
  };

  return { form, onSubmit, savedCard: keepCard ? savedCard : null, typeNewCard, tokenizing, tokenError };
}

import type { Address } from '../../api/types';
import { failureText } from '../../components/failureText';
import { useAppDispatch } from '../../store/hooks';
import { saveAddress } from '../account';
import { addressConfirmed } from './checkoutSlice';
import { useStepDone } from './useStepDone';

export const SAVE_ADDRESS_FAILED = 'Não foi possível salvar o endereço em Minha conta.';

/**
 * 'Entrega''s 'Continuar': with 'Salvar este endereço em Minha conta' checked, the address is
 * first kept in the shopper's book (account/addressSaved); then the step is done
 * (checkout/addressConfirmed) and 'Pagamento' opens. Answers the save's failure, in words to
 * show, and stays on the step: the shopper may try again or go on without saving.
 */
export function useConfirmDelivery(): (
  address: Address,
  save: boolean,
  savedId: string | null,
) => Promise<string | null> {
  const dispatch = useAppDispatch();
  const done = useStepDone('pagamento');
  // `savedId`: the saved address chosen; one saved now is named by the id the book gave it.
  return async (address, save, savedId) => {
    let id = savedId;
    if (save) {
      const outcome = await dispatch(saveAddress(address));
      if (!outcome.ok)
        return `${failureText(outcome.error, SAVE_ADDRESS_FAILED)} Desmarque a opção para continuar sem salvar.`;
      id = outcome.savedId;
    }
    done(addressConfirmed(address, id));
    return null;
  };
}

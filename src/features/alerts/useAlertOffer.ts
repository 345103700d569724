import { useState } from 'react';
import { failureText } from '../../components/failureText';
import { alertConfirmation, checkAnonymousAlert } from '../../rules/stockAlerts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUser } from '../session';
import { subscribeToAlert } from './alertFlows';
import { useFocusAfter } from './useFocusAfter';

type Field = 'email' | 'consent';

/**
 * 'Avise-me quando chegar' for one sold-out size: a signed-in shopper's alert in one press (the
 * account's email), anyone else's with an email and the consent to the privacy notice, checked
 * by the rule the server checks. Once kept, the confirmation takes the form's place and focus; a
 * field the rule refuses takes focus with its message.
 */
export function useAlertOffer(sku: string, size: string) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { focus, keep } = useFocusAfter<Field | 'confirmation'>();

  const submit = async () => {
    if (busy) return;
    setFailure(null);
    let request: Parameters<typeof subscribeToAlert>[0] = { sku };
    let to = user?.email ?? '';
    if (!user) {
      const checked = checkAnonymousAlert({ email, consent });
      if ('field' in checked) {
        setErrors({ [checked.field]: checked.message });
        focus(checked.field);
        return;
      }
      request = { sku, email: checked.email, consent: true };
      to = checked.email;
    }
    setErrors({});
    setBusy(true);
    const outcome = await dispatch(subscribeToAlert(request));
    setBusy(false);
    if (!outcome.ok) {
      const { data } = outcome.error as { data?: { field?: unknown; message?: unknown } };
      if ((data?.field === 'email' || data?.field === 'consent') && typeof data.message === 'string') {
        setErrors({ [data.field]: data.message });
        focus(data.field);
      } else setFailure(failureText(outcome.error, 'Não foi possível criar o aviso.'));
      return;
    }
    setConfirmation(alertConfirmation(size, to));
    focus('confirmation');
  };

  return {
    signedIn: user !== null,
    email,
    setEmail,
    consent,
    setConsent,
    errors,
    busy,
    failure,
    confirmation,
    /** The refs of what takes focus: the confirmation, a refused field. */
    keep,
    submit,
  };
}

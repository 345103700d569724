import styled from '@emotion/styled';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { ALERT_CONSENT_LABEL, ALERT_PRIVACY_NOTICE } from '../../rules/stockAlerts';
import { useAlertOffer } from './useAlertOffer';

const Offer = styled.div`
  display: grid;
  gap: 12px;
  max-width: 360px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.subtle};
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 12px;
  }
`;
const Small = styled.div`
  display: grid;
  gap: 6px;
  font-size: 0.875rem;
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
  }
  [id$='-error'] {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
const Failure = styled.p`
  color: ${({ theme }) => theme.colors.accent};
`;

interface Props {
  sku: string;
  size: string;
}

/**
 * 'Avise-me quando chegar' under a sold-out size (the product page, 'Favoritos'): one press for a
 * signed-in shopper; an email, the privacy notice and its consent for anyone else. The
 * confirmation takes its place once the server keeps the alert.
 */
export function StockAlertOffer({ sku, size }: Props) {
  const offer = useAlertOffer(sku, size);
  const id = useId();
  const aboutId = `${id}-about`;
  const emailId = `${id}-email`;
  const consentId = `${id}-consent`;
  const { errors, keep } = offer;
  const button = (
    <Button type="submit" aria-disabled={offer.busy} aria-describedby={aboutId}>
      {offer.busy ? 'Criando aviso...' : 'Avise-me quando chegar'}
    </Button>
  );
  return (
    <Offer>
      <p id={aboutId}>Tamanho {size} esgotado. Quer receber um email quando ele voltar?</p>
      {offer.confirmation ? (
        <p ref={keep('confirmation')} tabIndex={-1}>
          {offer.confirmation}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void offer.submit();
          }}
        >
          {!offer.signedIn && (
            <>
              <TextField
                id={emailId}
                ref={keep('email')}
                label="Email"
                type="email"
                autoComplete="email"
                value={offer.email}
                onChange={(event) => offer.setEmail(event.target.value)}
                error={errors.email}
              />
              <Small>
                <p>
                  {ALERT_PRIVACY_NOTICE}{' '}
                  <Link to="/privacidade" target="_blank">
                    Ler o aviso de privacidade
                  </Link>{' '}
                  (abre em outra aba)
                </p>
                <label htmlFor={consentId}>
                  <input
                    id={consentId}
                    ref={keep('consent')}
                    type="checkbox"
                    checked={offer.consent}
                    onChange={(event) => offer.setConsent(event.target.checked)}
                    aria-invalid={errors.consent ? true : undefined}
                    aria-describedby={errors.consent ? `${consentId}-error` : undefined}
                  />
                  <span>{ALERT_CONSENT_LABEL}</span>
                </label>
                {errors.consent && <p id={`${consentId}-error`}>{errors.consent}</p>}
              </Small>
            </>
          )}
          {button}
        </form>
      )}
      {offer.failure && <Failure role="alert">{offer.failure}</Failure>}
    </Offer>
  );
}

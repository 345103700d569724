import styled from '@emotion/styled';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { formatCents } from '../../lib/money';
import { useStoreCredits } from '../credit';
import { Section } from './AccountSection';

const Credits = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
  li {
    display: grid;
    gap: 2px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

/**
 * 'Vale-troca' in 'Minha conta': what the shopper's credits can pay now, and each credit with its
 * amount, balance and expiry. Loaded with its own code after the page (MyAccountPage); the
 * vale-troca's call and rules come from src/features/credit/.
 */
export function StoreCreditSection() {
  const { loading, failure, retry, balanceCents, credits } = useStoreCredits();
  return (
    <Section aria-labelledby="credit-title">
      <h2 id="credit-title">Vale-troca</h2>
      {failure ? (
        <LoadFailed title="Não foi possível carregar seu vale-troca." reason={failure} onRetry={retry} />
      ) : loading ? (
        <Loading />
      ) : credits.length === 0 ? (
        <p>Você não tem vale-troca. Ao devolver um pedido, você pode escolher um vale-troca em vez do reembolso.</p>
      ) : (
        <>
          <p>
            Saldo disponível: <strong>{formatCents(balanceCents)}</strong>. Ele é usado na finalização da compra, antes
            da forma de pagamento.
          </p>
          <Credits aria-label="Seus vales-troca">
            {credits.map((credit) => (
              <li key={credit.id}>
                <span>{credit.text}</span>
                <small>
                  Vale-troca de {formatCents(credit.issuedCents)}, emitido em {credit.issuedOn}
                </small>
              </li>
            ))}
          </Credits>
        </>
      )}
    </Section>
  );
}

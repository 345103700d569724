import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { shownFailure } from '../../api/types';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormPage';
import { LoadFailed } from '../../components/LoadFailed';
import { Loading } from '../../components/Loading';
import { useAlertList } from './useAlertList';

const Section = styled.section`
  display: grid;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 400;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  p {
    margin: 0;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

/**
 * 'Avise-me quando chegar' in 'Minha conta': each size the shopper waits for, its product's page
 * with the size chosen, and 'Remover'. An alert ends by itself once its email is sent.
 */
export function StockAlertsSection() {
  const { list, busy, status, failure, heading, remove } = useAlertList();
  const alerts = list.currentData?.alerts;
  return (
    <Section aria-labelledby="stock-alerts-title">
      <h2 id="stock-alerts-title" ref={heading} tabIndex={-1}>
        Avise-me quando chegar
      </h2>
      {list.isError ? (
        <LoadFailed
          title="Não foi possível carregar seus avisos."
          reason={shownFailure(list.error)}
          onRetry={list.refetch}
        />
      ) : !alerts ? (
        <Loading minHeight={48} />
      ) : alerts.length === 0 ? (
        <p>Nenhum aviso. Em um tamanho esgotado, escolha &quot;Avise-me quando chegar&quot;.</p>
      ) : (
        <List aria-labelledby="stock-alerts-title">
          {alerts.map((alert) => {
            const textId = `stock-alert-${alert.id}`;
            const name = `${alert.label ?? 'Produto fora do catálogo'}, tamanho ${alert.size}`;
            return (
              <li key={alert.id}>
                <span id={textId}>{alert.link ? <Link to={alert.link}>{name}</Link> : name}</span>
                <Button
                  type="button"
                  variant="outline"
                  aria-describedby={textId}
                  aria-disabled={busy}
                  onClick={() => void remove(alert.id)}
                >
                  Remover
                </Button>
              </li>
            );
          })}
        </List>
      )}
      <p role="status">{status}</p>
      {failure && <FormError role="alert">{failure}</FormError>}
    </Section>
  );
}

import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { Order } from '../../api/types';
import { Button } from '../../components/Button';
import { FAILURE_TEXT } from '../../components/LoadFailed';
import type { BuyAgainOutcome } from './buyAgain';
import { useBuyAgain } from './useBuyAgain';

const Box = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

/** What the press did, in the shopper's words: how many items came back, and what changed. */
function OutcomeText({ outcome }: { outcome: BuyAgainOutcome }) {
  if ('failed' in outcome)
    return <p>Não foi possível colocar os itens na sua sacola agora. {FAILURE_TEXT[outcome.failed]}</p>;
  const { units, lines, changes } = outcome;
  return (
    <>
      <p>
        {units > 0
          ? `${units} ${units === 1 ? 'item voltou' : 'itens voltaram'} para a sua sacola.`
          : lines.length > 0
            ? 'Os itens deste pedido já estão na sua sacola.'
            : 'Nenhum item deste pedido está à venda agora.'}
      </p>
      {changes.length > 0 && (
        <ul>
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * A cancelled order is not a dead end. 'Comprar novamente' puts its
 * lines back in the bag at today's prices; the outcome is read out once, from a region
 * that is on the page before it is filled.
 */
export function BuyAgain({ order }: { order: Order }) {
  const { buy, working, outcome } = useBuyAgain(order);
  return (
    <Box>
      <Button type="button" aria-disabled={working} onClick={() => void buy()}>
        Comprar novamente
      </Button>
      <div role="status">{outcome && <OutcomeText outcome={outcome} />}</div>
      {outcome && 'units' in outcome && outcome.units > 0 && <Link to="/cart">Ver sacola</Link>}
    </Box>
  );
}

import { Button } from '../../components/Button';
import { failureText } from '../../components/failureText';

/** While the totals load, or why they did not (with 'Tentar novamente'). */
export function TotalsNote({ loading, error, onRetry }: { loading: boolean; error: unknown; onRetry: () => void }) {
  if (error)
    return (
      <div role="alert">
        <p>{failureText(error, 'Não foi possível calcular os valores do pedido.')}</p>
        <Button type="button" variant="outline" onClick={onRetry}>
          Tentar novamente
        </Button>
      </div>
    );
  return loading ? <p role="status">Calculando os valores...</p> : null;
}

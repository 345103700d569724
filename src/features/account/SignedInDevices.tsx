import { Button } from '../../components/Button';
import { useLogoutEverywhere } from '../session';
import { Section } from './AccountSection';

/** 'Sair de todos os aparelhos', on 'Minha conta' (it was on 'Meus pedidos' until this page). */
export function SignedInDevices() {
  const { logOutEverywhere, busy, failure } = useLogoutEverywhere();
  return (
    <Section aria-labelledby="devices-title">
      <h2 id="devices-title">Aparelhos conectados</h2>
      <p>Saia da sua conta neste e em todos os outros aparelhos em que você entrou.</p>
      <Button type="button" variant="outline" aria-disabled={busy} onClick={() => void logOutEverywhere()}>
        {busy ? 'Saindo...' : 'Sair de todos os aparelhos'}
      </Button>
      {failure && <p role="alert">{failure}</p>}
    </Section>
  );
}

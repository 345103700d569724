import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { failureText } from '../../components/failureText';
import { useAppDispatch } from '../../store/hooks';
import { Section } from './AccountSection';
import { downloadMyData, MY_DATA_FILE } from './accountFlows';

/**
 * LGPD, 'Seus dados': a copy of everything the shop keeps of the shopper, as
 * one file, and the way to the privacy notice. The file's contents never pass through here.
 */
export function MyDataSection() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    setSaved(false);
    setFailure(null);
    const outcome = await dispatch(downloadMyData());
    setBusy(false);
    if (outcome.ok) return setSaved(true);
    setFailure(failureText(outcome.error, 'Não foi possível baixar seus dados.'));
  };
  return (
    <Section aria-labelledby="my-data-title">
      <h2 id="my-data-title">Seus dados</h2>
      <p>
        Baixe uma cópia de tudo o que a Vitrine guarda sobre você: conta, consentimentos, sessões, sacola, pedidos,
        vale-troca, endereços e favoritos, num arquivo JSON. <Link to="/privacidade">Veja o que guardamos e onde</Link>.
      </p>
      <Button type="button" variant="outline" aria-disabled={busy} onClick={() => void download()}>
        {busy ? 'Preparando...' : 'Baixar meus dados'}
      </Button>
      <p role="status">{saved ? `Seus dados foram baixados no arquivo ${MY_DATA_FILE}.` : ''}</p>
      {failure && <p role="alert">{failure}</p>}
    </Section>
  );
}

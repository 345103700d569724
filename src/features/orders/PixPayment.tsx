import styled from '@emotion/styled';
import { Button } from '../../components/Button';
import { mq } from '../../theme/theme';
import { clockText, useCountdown } from './useCountdown';
import { useCopyCode } from './useCopyCode';
import { PixQrCode } from './PixQrCode';

const Box = styled.section`
  display: grid;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${mq.fromTablet} {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
    h2 {
      grid-column: 1 / -1;
    }
  }
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
  label {
    font-weight: 700;
    font-size: 0.875rem;
  }
  input {
    width: 100%;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    font-family: monospace;
  }
`;
const Details = styled.div`
  display: grid;
  gap: 12px;
  align-content: start;
`;
const Outcome = styled.p`
  min-height: 1.4em;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
`;
const Expiry = styled.p`
  font-size: 1.125rem;
  font-weight: 700;
`;

/** Pay by scanning the QR or with the 'copia e cola' code, before it expires. */
export function PixPayment({ code, expiresAt }: { code: string; expiresAt: string }) {
  const left = useCountdown(expiresAt);
  const { field, copy, result } = useCopyCode(code);
  return (
    <Box aria-labelledby="pix-title">
      <h2 id="pix-title">Pague com PIX</h2>
      <PixQrCode code={code} />
      <Details>
        <p>Abra o app do seu banco e escaneie o QR code, ou copie o código abaixo.</p>
        {/* role timer: not read out on every tick */}
        <Expiry role="timer">{left > 0 ? `Expira em ${clockText(left)}` : 'Código expirado'}</Expiry>
        <label htmlFor="pix-code">PIX copia e cola</label>
        <input id="pix-code" ref={field} readOnly value={code} onFocus={(event) => event.target.select()} />
        <Button type="button" onClick={() => void copy()}>
          Copiar código
        </Button>
        {/* Read out through the shop's live region (orders/pixCodeCopied); its place is kept empty. */}
        <Outcome>
          {result === 'copied' ? 'Código copiado!' : result === 'refused' ? 'Selecione o código e copie' : ''}
        </Outcome>
      </Details>
    </Box>
  );
}

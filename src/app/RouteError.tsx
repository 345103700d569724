import styled from '@emotion/styled';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../components/Button';
import { Loading } from '../components/Loading';
import { usePageTitle } from '../components/usePageTitle';
import { useChunkFailure } from './newVersion';

const Box = styled.section`
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
  display: grid;
  gap: 16px;
  justify-items: center;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Action = styled(Link)`
  padding: 12px 20px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.accentText};
  text-decoration: none;
`;

/** A lazy route's file could not be fetched (offline, or a new deploy replaced it). */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading chunk .* failed/i.test(error.message));
}

/** What went wrong: a page that failed, or an address the shop does not have. */
type Failure = { error: unknown } | { notFound: true };

/**
 * Unknown routes and failures show 'Unexpected Application Error!'
 * with a way back. Inside a page, the header and footer stay around it.
 */
export function RouteError(failure: Failure) {
  const notFound = 'notFound' in failure;
  const error = notFound ? null : failure.error;
  const chunk = isChunkLoadError(error);
  // A new deploy is loaded at once; only a connection that fails is the shopper's to check.
  const chunkFailure = useChunkFailure(error);
  usePageTitle(notFound ? 'Página não encontrada' : 'Erro');

  useEffect(() => {
    if (notFound) return;
    if (chunk) {
      // Not a bug in the shop: the network or a new deploy (loaded at once, useChunkFailure).
      console.warn('[router] a page file could not be downloaded.', error);
    } else {
      console.error('[router] a page failed to render and the error screen is shown instead. Error and stack:', error);
    }
  }, [error, notFound, chunk]);

  if (chunkFailure === 'checking') return <Loading />;
  return (
    <Box>
      <h1>Unexpected Application Error!</h1>
      <p>
        {notFound
          ? 'Não encontramos esta página.'
          : chunk
            ? `Não foi possível carregar esta parte da loja. ${
                chunkFailure && chunkFailure !== 'offline'
                  ? 'Tente de novo em alguns instantes.'
                  : 'Verifique sua conexão e tente de novo.'
              }`
            : 'Algo deu errado ao mostrar esta página.'}
      </p>
      {chunk && (
        <Button type="button" variant="outline" onClick={() => window.location.reload()}>
          Tentar novamente
        </Button>
      )}
      <Action to="/">Voltar para a página inicial</Action>
    </Box>
  );
}

/** Any address the routes do not know. */
export function NotFound() {
  return <RouteError notFound />;
}

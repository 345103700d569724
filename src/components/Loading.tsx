import styled from '@emotion/styled';

const Box = styled.p<{ minHeight?: number }>`
  min-height: ${({ minHeight = 0 }) => minHeight}px;
  margin: 0;
  padding: ${({ theme }) => theme.space(6)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  letter-spacing: 0.04em;
`;

/** The spec's loading indicator. `minHeight` reserves the space of what is coming. */
export function Loading({ minHeight }: { minHeight?: number }) {
  return (
    <Box role="status" minHeight={minHeight}>
      Carregando...
    </Box>
  );
}

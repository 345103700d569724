import { render, screen } from '@testing-library/react';
import type emotionStyledType from '@emotion/styled';
import type { ReactNode } from 'react';
import styled from './styled';

// emotion's own `styled`, by file: '@emotion/styled' itself resolves to styled.ts in tests.
const emotionStyled: typeof emotionStyledType =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../../node_modules/@emotion/styled/dist/emotion-styled.cjs.js').default;

/** The same styled pieces, made by one `styled` or the other. */
function pieces(make: typeof emotionStyledType) {
  const Box = make.div<{ tone: 'calm' | 'loud' }>`
    padding: 4px;
    color: ${({ tone }) => (tone === 'loud' ? 'crimson' : 'navy')};
  `;
  const Note = make.p({ margin: 0, fontWeight: 700 });
  const Card = ({ className, children }: { className?: string; children: ReactNode }) => (
    <section aria-label="Cartão" className={className}>
      {children}
    </section>
  );
  const Framed = make(Card)`border: 1px solid;`;
  const Ring = make.svg`width: 8px;`;
  return (
    <Framed>
      <Box tone="loud">
        <Note>Frete grátis</Note>
      </Box>
      <Ring role="img" aria-label="Anel" />
    </Framed>
  );
}

describe('styled, with factories made on first use', () => {
  it("draws the elements, classes and styles emotion's own styled draws", () => {
    const ours = render(pieces(styled)).container.innerHTML;
    expect(screen.getByText('Frete grátis').tagName).toBe('P');
    expect(screen.getByRole('region', { name: 'Cartão' })).toHaveStyle({ border: '1px solid' });
    expect(screen.getByText('Frete grátis').parentElement).toHaveStyle({ color: 'rgb(220, 20, 60)' });
    expect(screen.getByRole('img', { name: 'Anel' }).tagName).toBe('svg');
    expect(screen.getByRole('img', { name: 'Anel' })).not.toHaveAttribute('tone');
    const emotions = render(pieces(emotionStyled)).container.innerHTML;
    expect(ours).toBe(emotions);
  });

  it("is a function still: `styled(Component, options)` is emotion's createStyled", () => {
    expect(typeof styled).toBe('function');
    expect(typeof styled.bind).toBe('function');
    const Quiet = styled('span', { shouldForwardProp: (prop) => prop !== 'hidden' })`
      color: navy;
    `;
    render(<Quiet hidden>Calado</Quiet>);
    expect(screen.getByText('Calado')).not.toHaveAttribute('hidden');
  });
});

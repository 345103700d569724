import { render, screen } from '@testing-library/react';
import { useHeadingFocus } from './useHeadingFocus';

function Page() {
  const heading = useHeadingFocus();
  return (
    <>
      <button type="button">before</button>
      <h1 ref={heading} tabIndex={-1}>
        Entrega
      </h1>
    </>
  );
}

describe('useHeadingFocus', () => {
  it('moves focus to the heading when the page arrives', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Entrega' })).toHaveFocus();
  });
});

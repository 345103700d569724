import { act, render, screen } from '@testing-library/react';
import { setScreen } from '../test/screen';
import { useMediaQuery } from './useMediaQuery';

function Layout() {
  return <p>{useMediaQuery('(max-width: 549px)') ? 'phone' : 'wide'}</p>;
}

describe('useMediaQuery', () => {
  it('answers for the screen the page opens on', () => {
    setScreen({ width: 360 });
    render(<Layout />);
    expect(screen.getByText('phone')).toBeInTheDocument();
  });

  it('follows the screen as it changes, both ways, at the breakpoint', () => {
    render(<Layout />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    act(() => setScreen({ width: 549 }));
    expect(screen.getByText('phone')).toBeInTheDocument();
    act(() => setScreen({ width: 550 }));
    expect(screen.getByText('wide')).toBeInTheDocument();
  });
});

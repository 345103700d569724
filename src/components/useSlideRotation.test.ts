import { act, renderHook } from '@testing-library/react';
import { useSlideRotation } from './useSlideRotation';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('useSlideRotation', () => {
  it('moves to the next slide every interval, wrapping around', () => {
    const { result } = renderHook(() => useSlideRotation(3, 3000));
    const seen = [result.current.index];
    for (let i = 0; i < 3; i += 1) {
      advance(3000);
      seen.push(result.current.index);
    }
    expect(seen).toEqual([0, 1, 2, 0]);
  });

  it('stands still while held, and goes on when let go', () => {
    const { result } = renderHook(() => useSlideRotation(4, 3000));
    act(() => result.current.hold(true));
    advance(9000);
    expect(result.current.index).toBe(0);
    act(() => result.current.hold(false));
    advance(3000);
    expect(result.current.index).toBe(1);
  });

  it('stops for good when the shopper stops it, whatever holds come and go; resuming overrides a hold', () => {
    const { result } = renderHook(() => useSlideRotation(4, 3000));
    act(() => result.current.toggleStopped());
    expect(result.current.stopped).toBe(true);
    act(() => result.current.hold(true));
    act(() => result.current.hold(false));
    advance(9000);
    expect(result.current.index).toBe(0);

    act(() => result.current.hold(true)); // the finger is still on 'Retomar'
    act(() => result.current.toggleStopped());
    advance(3000);
    expect(result.current).toMatchObject({ stopped: false, index: 1 });
  });

  it('never moves for shoppers who ask for reduced motion', () => {
    const original = window.matchMedia;
    const matchMedia = jest.fn((query: string) => ({ matches: query.includes('reduce') }));
    Object.assign(window, { matchMedia });
    try {
      const { result } = renderHook(() => useSlideRotation(4, 3000));
      advance(9000);
      expect(result.current.index).toBe(0);
    } finally {
      Object.assign(window, { matchMedia: original });
    }
  });
});

import { act, renderHook } from '@testing-library/react';
import { clockText, useCountdown } from './useCountdown';

afterEach(() => jest.useRealTimers());

describe('useCountdown', () => {
  it('counts the whole seconds left, every second, and stops at 0', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-25T12:00:00.000Z') });
    const { result } = renderHook(() => useCountdown('2026-11-25T12:00:02.500Z'));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('an expiry already past, or unreadable, is 0 without a timer', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-25T12:00:00.000Z') });
    expect(renderHook(() => useCountdown('2026-11-25T11:00:00.000Z')).result.current).toBe(0);
    expect(renderHook(() => useCountdown('soon')).result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});

it.each([
  [1799, '29:59'],
  [1800, '30:00'],
  [61, '01:01'],
  [0, '00:00'],
])('clockText(%p) is %p', (seconds, text) => {
  expect(clockText(seconds)).toBe(text);
});

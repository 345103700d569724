import { MIN_AFTER_PAUSE_MS, pausableTimer } from './pausableTimer';

describe('pausableTimer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls back after the time', () => {
    const done = jest.fn();
    pausableTimer(5000, done);
    jest.advanceTimersByTime(4999);
    expect(done).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits while held, for as long as any reason holds it', () => {
    const done = jest.fn();
    const timer = pausableTimer(5000, done);
    jest.advanceTimersByTime(1000);
    timer.hold('focus');
    timer.hold('hover');
    jest.advanceTimersByTime(60_000);
    timer.release('hover');
    jest.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    timer.release('focus');
    jest.advanceTimersByTime(3999);
    expect(done).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('gives a little time back after a late pause', () => {
    const done = jest.fn();
    const timer = pausableTimer(5000, done);
    jest.advanceTimersByTime(4900);
    timer.hold('focus');
    timer.release('focus');
    jest.advanceTimersByTime(MIN_AFTER_PAUSE_MS - 1);
    expect(done).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled, and ignores releases it never held', () => {
    const done = jest.fn();
    const timer = pausableTimer(5000, done);
    timer.release('focus');
    timer.cancel();
    jest.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
  });
});

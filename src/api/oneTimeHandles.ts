import { nanoid } from '@reduxjs/toolkit';

/**
 * What must never enter Redux (a password, a reset token, a session's
 * secret): RTK Query keeps a mutation's argument in its state and actions, so
 * such a mutation takes a one-time handle instead, and the value waits here
 * until the request is built, which takes it out.
 */
export function oneTimeHandles<Value>() {
  const pending = new Map<string, Value>();
  return {
    handle(value: Value): string {
      const handle = nanoid();
      pending.set(handle, value);
      return handle;
    },
    take(handle: string): Value | undefined {
      const value = pending.get(handle);
      pending.delete(handle);
      return value;
    },
  };
}

import { checkConsole, expectConsole } from './consoleCheck';

// checkConsole is what setupTests.ts runs after every test; here it is called by hand,
// so each case ends with nothing left for the real check.
describe('the console check every test ends with', () => {
  it('fails a test that logged an error or a warning it did not expect, listing them', () => {
    console.error('[cart] something broke', new Error('boom'));
    console.warn('careful');
    expect(checkConsole).toThrow(
      'unexpected console.error: [cart] something broke Error: boom\n\nunexpected console.warn: careful',
    );
  });

  it('lets through what the test declared, of that level only', () => {
    expectConsole('warn', /^\[storage\]/);
    console.warn('[storage] full');
    console.warn('[storage] still full');
    expect(checkConsole).not.toThrow();

    expectConsole('warn', /^\[storage\]/);
    console.error('[storage] full');
    expect(checkConsole).toThrow(/unexpected console.error: \[storage\] full[^]*expected a console.warn matching/);
  });

  it('fails a test that declared a line it never logged', () => {
    expectConsole('error', /^\[cart\] the backend did not save the cart/);
    expect(checkConsole).toThrow('expected a console.error matching /^\\[cart\\] the backend did not save the cart/');
  });

  it("ignores Redux Toolkit's notes on its own speed, which depend on the machine", () => {
    console.warn('SerializableStateInvariantMiddleware took 120ms, which is more than the warning threshold of 32ms.');
    console.warn('ImmutableStateInvariantMiddleware took 40ms, which is more than the warning threshold of 32ms.');
    expect(checkConsole).not.toThrow();
  });
});

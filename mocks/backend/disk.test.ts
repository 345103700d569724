import { diskRecord, isRecord, resetServerDisk, SERVER_KEY_PREFIX } from './disk';

const counter = diskRecord('test-counter', (stored) => (typeof stored === 'number' ? stored : 0));
const list = diskRecord('test-list', (stored) => (Array.isArray(stored) ? (stored as string[]) : []));

afterEach(() => jest.restoreAllMocks());

describe('diskRecord (the fake server’s disk)', () => {
  it('keeps a value under its own server key in localStorage', () => {
    expect(counter.key).toBe(`${SERVER_KEY_PREFIX}test-counter`);
    expect(counter.key.startsWith('@context-amaro:server-')).toBe(true);
    expect(counter.read()).toBe(0);
    counter.write(3);
    expect(localStorage.getItem(counter.key)).toBe('3');
    expect(counter.read()).toBe(3);
  });

  it("refuses a second record of one name, which would write over the first's data", () => {
    expect(() => diskRecord('test-counter', () => 0)).toThrow('[disk] two records are named "test-counter"');
  });

  it('gives every store of the backend a record of its own', async () => {
    // The route table imports every store; the checkout's and the account data's load with their first call.
    await import('./routes');
    await import('./checkout/handlers');
    await expect(import('./accounts/accountData')).resolves.toBeDefined();
  });

  it('sees what another tab wrote (every read goes back to storage)', () => {
    list.write(['a']);
    expect(list.read()).toEqual(['a']);
    localStorage.setItem(list.key, JSON.stringify(['a', 'b']));
    expect(list.read()).toEqual(['a', 'b']);
  });

  it('returns the same decoded value while the stored text is unchanged', () => {
    list.write(['a']);
    expect(list.read()).toBe(list.read());
  });

  it.each(['not json', '"text"', '{"a":1}'])('decodes junk %p defensively', (raw) => {
    localStorage.setItem(list.key, raw);
    expect(list.read()).toEqual([]);
  });

  it('keeps a write storage refused in memory, for this tab', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    counter.write(7);
    expect(localStorage.getItem(counter.key)).toBeNull();
    expect(counter.read()).toBe(7);
  });

  it('keeps what this tab wrote when storage cannot be read back (getItem throws)', () => {
    counter.write(4);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(counter.read()).toBe(4);
    expect(list.read()).toEqual([]);
  });

  it('forgets every record on resetServerDisk', () => {
    counter.write(5);
    list.write(['x']);
    resetServerDisk();
    expect(localStorage.getItem(counter.key)).toBeNull();
    expect(counter.read()).toBe(0);
    expect(list.read()).toEqual([]);
  });
});

describe('isRecord', () => {
  it('accepts plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });
});

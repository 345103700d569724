import { forgetShownMemories, readShownMemory, writeShownMemory, type ShownMemory } from './useShownPerEntry';

const memory: ShownMemory = { pageKey: '?q=saia', shown: 48, scrollY: 1520, opened: '/product/SAIA%20PLISSADA' };

describe('what a list keeps of its place in the history', () => {
  it('reads back what was written for the same entry only, the latest', () => {
    writeShownMemory('abc123', memory);
    expect(readShownMemory('abc123')).toEqual(memory);
    expect(readShownMemory('other')).toBeNull();
    writeShownMemory('abc123', { ...memory, shown: 72 });
    expect(readShownMemory('abc123')?.shown).toBe(72);
  });

  it('a new visit remembers nothing', () => {
    writeShownMemory('default', memory);
    forgetShownMemories();
    expect(readShownMemory('default')).toBeNull();
  });
});

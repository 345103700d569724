import { makeStore } from '../app/store';
import { selectSearchText } from '../features/catalog/catalogQuerySlice';
import { keepTextTypedMeanwhile } from './typedMeanwhile';

/** The prerendered search box, as React has adopted it: drawn empty, then typed into. */
function box(typed: string): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'search';
  input.defaultValue = '';
  document.body.append(input);
  input.focus();
  input.value = typed;
  return input;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepTextTypedMeanwhile (letters typed while React adopted the page)', () => {
  it('makes the text typed into the box the search, text and caret left as they are', () => {
    const input = box('camisa linho');
    input.setSelectionRange(6, 6);
    const store = makeStore();
    keepTextTypedMeanwhile(input, store);
    expect(selectSearchText(store.getState())).toBe('camisa linho');
    expect(input.value).toBe('camisa linho');
    expect([input.selectionStart, input.selectionEnd]).toEqual([6, 6]);
    expect(input).toHaveFocus();
  });

  it('gives the box its text again, so that React hears the next edit as a change', () => {
    const input = box('saia');
    // React notes the text it last gave the box through the value's setter.
    let noted = '';
    const { get, set } = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: () => get!.call(input) as string,
      set: (text: string) => {
        noted = text;
        set!.call(input, text);
      },
    });
    keepTextTypedMeanwhile(input, makeStore());
    expect(noted).toBe('saia');
  });

  it('leaves the search alone when nothing was typed (an address with ?q= keeps its text)', () => {
    const input = box('');
    const store = makeStore();
    keepTextTypedMeanwhile(input, store);
    expect(selectSearchText(store.getState())).toBe('');
  });

  it('does nothing when the box is gone (React drew the page anew) or was never there', () => {
    const input = box('vestido');
    input.remove();
    const store = makeStore();
    keepTextTypedMeanwhile(input, store);
    keepTextTypedMeanwhile(null, store);
    expect(selectSearchText(store.getState())).toBe('');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isActionCreator, type UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../app/store';
import { changeNotSaved, itemAddFailed, itemAddNotSaved, lineRefused } from '../cart';
import { refused } from '../favorites/favoritesSlice';
import { loggedIn, loggedOut } from '../session';
import { MARIA } from '../../test/shopper';
import { selectAnnouncement } from './uiSlice';

const SRC = join(__dirname, '../..');

/** The shop's source files (tests aside), with their text. */
function sources(dir = SRC): Array<{ file: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ file: relative(SRC, path), text: readFileSync(path, 'utf8') }];
  });
}

/** An action's type written out ('favorites/refused') where an action is matched. */
const TYPE_LITERAL = /(\.type\s*[!=]==?\s*|addCase\(\s*|case\s+)(['"`])[a-z][A-Za-z]*\/[A-Za-z/]+\2/g;

describe('announcements are keyed by action creators, never by action-type strings', () => {
  it('no source file matches an action by its type written out: a renamed event keeps its news', () => {
    const found = sources().flatMap(({ file, text }) =>
      [...text.matchAll(TYPE_LITERAL)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('each announced event is its action creator’s, and is read out when that creator makes it', () => {
    const line = { productId: 'p', size: 'M', sku: 'p_M', label: 'Regata - M' };
    const announced: Array<[unknown, UnknownAction]> = [
      [loggedIn, loggedIn({ user: MARIA, token: 't', cart: { lines: [], version: 0 } })],
      [loggedOut, loggedOut()],
      [itemAddFailed, itemAddFailed({ productId: 'p', size: 'M', message: 'Falhou' })],
      [itemAddNotSaved, itemAddNotSaved({ ...line, message: 'Não salvo', say: 'Não salvo' })],
      [lineRefused, lineRefused({ ...line, message: 'Esgotado' })],
      [changeNotSaved, changeNotSaved({ message: 'Não salvo' })],
      [refused, refused({ productId: 'p', message: 'Lista cheia' })],
    ];
    for (const [creator, action] of announced) {
      expect(isActionCreator(creator)).toBe(true);
      const store = makeStore();
      store.dispatch(action);
      expect([action.type, selectAnnouncement(store.getState())]).toEqual([action.type, expect.anything()]);
    }
  });
});

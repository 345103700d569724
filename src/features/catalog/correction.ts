/**
 * A search that forgives: when the spec's search (search.ts) finds nothing, the
 * closest words of the catalogue stand for the typed words no product contains: one or two
 * letters wrong, missing, extra or swapped, accents aside ('vestdo' → 'vestido', 'camsia' →
 * 'camisa'). The spec's search stays the first answer: whatever it finds, nothing is offered.
 * This file comes only when a search has found nothing (ProductGrid.tsx).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Product } from '../../api/types';
import { editDistance } from '../../lib/editDistance';
import { foldForSearch } from '../../lib/text';
import { selectPromoOnly, selectSearchText, selectSizeFilter } from './catalogQuerySlice';
import { listedProducts, selectSearchIndex, selectSortedIndex } from './searchSelectors';
import { searchProducts, type SearchEntry } from './search';

/** A word of the catalogue's names and colours, as they write it (in lower case), and how many products have it. */
interface Word {
  shown: string;
  products: number;
}

const BETWEEN_WORDS = /[^\p{L}\p{N}]+/u;

/** Each catalogue's words by their folded form ('calca' → 'calça'), made once, when first needed. */
const vocabularies = new WeakMap<readonly SearchEntry[], Map<string, Word>>();

function vocabularyOf(index: readonly SearchEntry[]): Map<string, Word> {
  const made = vocabularies.get(index);
  if (made) return made;
  const words = new Map<string, Word>();
  for (const { product, key } of index) {
    // The key is the same text folded, so its words stand where the written ones do.
    const written = `${product.name} ${product.color}`.toLocaleLowerCase('pt-BR').split(BETWEEN_WORDS);
    const folded = key.split(BETWEEN_WORDS);
    const seen = new Set<string>();
    folded.forEach((word, i) => {
      if (!word || seen.has(word)) return;
      seen.add(word);
      const known = words.get(word);
      if (known) known.products += 1;
      else words.set(word, { shown: written.length === folded.length ? written[i]! : word, products: 1 });
    });
  }
  vocabularies.set(index, words);
  return words;
}

/**
 * How many edits a typed word may be from a catalogue word (one or two letters):
 * none below three letters, one up to four, two from five on, so a short word is not
 * taken for another short word.
 */
export function allowedEdits(word: string): number {
  return word.length < 3 ? 0 : word.length < 5 ? 1 : 2;
}

interface Candidate {
  folded: string;
  word: Word;
  edits: number;
}

/** Fewer edits first; then the word more products have; then the first in alphabetical order. */
const before = (a: Candidate, b: Candidate) =>
  a.edits - b.edits || b.word.products - a.word.products || (a.folded < b.folded ? -1 : 1);

/** The catalogue word closest to a typed (folded) word, as the catalogue writes it; null when none is close. */
function closestWord(typed: string, words: Map<string, Word>): string | null {
  let limit = allowedEdits(typed);
  if (limit === 0) return null;
  let best: Candidate | null = null;
  for (const [folded, word] of words) {
    const candidate = { folded, word, edits: editDistance(typed, folded, limit) };
    if (candidate.edits > limit || (best && before(best, candidate) < 0)) continue;
    best = candidate;
    limit = candidate.edits; // a word farther off can no longer win
  }
  return best?.word.shown ?? null;
}

/**
 * The text to offer for `text`: each typed word no product contains replaced by its closest
 * catalogue word. Null when the spec's search finds something, when a word has no close word,
 * or when every word is found (they are only not found together).
 */
export function correctSpelling(index: readonly SearchEntry[], text: string): string | null {
  const typed = text.trim().split(/\s+/).filter(Boolean);
  if (typed.length === 0 || searchProducts(index, text).length > 0) return null;
  const words = vocabularyOf(index);
  let changed = false;
  const offered: string[] = [];
  for (const word of typed) {
    const folded = foldForSearch(word);
    const found = index.some((entry) => entry.key.includes(folded));
    const closest = found ? word : closestWord(folded, words);
    if (closest === null) return null;
    changed ||= !found;
    offered.push(closest);
  }
  return changed ? offered.join(' ') : null;
}

/** 'Você quis dizer …?': the text offered for the search, or null. */
export const selectCorrection = createSelector([selectSearchIndex, selectSearchText], correctSpelling);

const NONE: Product[] = [];

/** What the grid would list for the text offered: the same order and filters. */
export const selectCorrectedProducts = createSelector(
  [selectSortedIndex, selectCorrection, selectPromoOnly, selectSizeFilter],
  (index, text, promoOnly, size) => (text ? listedProducts(index, text, promoOnly, size) : NONE),
);

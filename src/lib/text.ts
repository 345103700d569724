/**
 * Text helpers for search and display, built on the platform's Unicode and
 * collation support rather than hand-written tables.
 */

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Case- and accent-insensitive form: "Calça" → "calca", "ÓCULOS" → "oculos". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
}

/** pt-BR alphabetical order ("Óculos" sorts with "O", not after "Z"). */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

/** "VESTIDO MIDI" → "Vestido midi" (spec §2: menu names are capitalised). */
export function capitalise(text: string): string {
  const lower = text.toLocaleLowerCase('pt-BR');
  return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
}

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into parts, marking where the typed words occur (ignoring case
 * and accents), for highlighting: "Calça" with "calc" → [Calç][a].
 */
export function highlightMatches(rawText: string, query: string): TextPart[] {
  const text = rawText.normalize('NFC'); // one code point per accented letter where possible
  // Fold one character at a time so positions in the folded text map back to `text`.
  const chars = [...text];
  const folded = chars.map((ch) => foldForSearch(ch));
  const starts: number[] = [];
  let joined = '';
  folded.forEach((f) => {
    starts.push(joined.length);
    joined += f;
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of foldForSearch(query).split(/\s+/).filter(Boolean)) {
    const at = joined.indexOf(word);
    if (at === -1) continue;
    chars.forEach((_, i) => {
      const end = starts[i]! + folded[i]!.length;
      if (starts[i]! < at + word.length && end > at) marked[i] = true;
    });
  }
  const parts: TextPart[] = [];
  chars.forEach((ch, i) => {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += ch;
    else parts.push({ text: ch, match: marked[i]! });
  });
  return parts;
}

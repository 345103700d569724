import { foldForSearch } from './text';

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

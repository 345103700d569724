/** For display: used by the slide-out menu (loaded with it, not with the home page). */

/** "VESTIDO MIDI" → "Vestido midi" (spec §2: menu names are capitalised). */
export function capitalise(text: string): string {
  const lower = text.toLocaleLowerCase('pt-BR');
  return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
}

/**
 * On a slow first visit the prerendered home page can be used before the shop starts, and a
 * button pressed then (the menu, the banner's pause) does nothing: React is not there to hear
 * it. The entry notes such presses from the start; once React has taken the page over
 * (startShop.tsx), each is made again, in order, on the same button.
 */
const pressed: HTMLButtonElement[] = [];

function note(event: Event): void {
  const button = (event.target as Element).closest?.('#root button');
  if (button) pressed.push(button as HTMLButtonElement);
}

export function noteEarlyPresses(): void {
  document.addEventListener('click', note, true);
}

/** The buttons pressed until now, in order; presses are no longer noted. */
export function takeEarlyPresses(): HTMLButtonElement[] {
  document.removeEventListener('click', note, true);
  return pressed.splice(0);
}

/**
 * On a slow first visit the prerendered home page can be used before the shop starts, and a
 * button pressed then (the menu, the banner's pause) does nothing: React is not there to hear
 * it. Enter in the search box is worse: the browser would send the form itself and reload the
 * page, losing the text. The entry notes such presses and holds back such sendings from the
 * start; once React has taken the page over (startShop.tsx), each is made again.
 */
const buttons: HTMLButtonElement[] = [];
const forms: HTMLFormElement[] = [];

function notePress(event: Event): void {
  const button = (event.target as Element).closest?.('#root button');
  if (button) buttons.push(button as HTMLButtonElement);
}

function noteSending(event: Event): void {
  const form = (event.target as Element).closest?.('#root form');
  if (!form) return;
  event.preventDefault();
  forms.push(form as HTMLFormElement);
}

export function noteEarlyPresses(): void {
  document.addEventListener('click', notePress, true);
  document.addEventListener('submit', noteSending, true);
}

/** The buttons pressed and the forms sent until now, each in order; they are no longer noted. */
export function takeEarlyPresses(): { buttons: HTMLButtonElement[]; forms: HTMLFormElement[] } {
  document.removeEventListener('click', notePress, true);
  document.removeEventListener('submit', noteSending, true);
  return { buttons: buttons.splice(0), forms: forms.splice(0) };
}

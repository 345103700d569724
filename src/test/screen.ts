/**
 * jsdom has no `matchMedia`. This stand-in (installed for every test by setupEnv.ts)
 * answers the media queries the shop asks against a screen the test chooses:
 * `setScreen({ width: 360 })` lays the shop out as on a phone, and every query list
 * a component holds reports the change, as a browser does when a window is resized.
 */
export interface Screen {
  width: number;
  reducedMotion: boolean;
}

/** jsdom's own window width, with motion allowed: the desktop layout. */
const DEFAULT_SCREEN: Screen = { width: 1024, reducedMotion: false };
let screen: Screen = { ...DEFAULT_SCREEN };
const lists = new Set<StandInMediaQueryList>();

/** One `(feature: value)` of a query; features the stand-in does not know never match. */
function featureMatches(feature: string, value: string): boolean {
  const px = Number.parseFloat(value);
  if (feature === 'max-width') return screen.width <= px;
  if (feature === 'min-width') return screen.width >= px;
  if (feature === 'prefers-reduced-motion') return screen.reducedMotion === (value === 'reduce');
  return false;
}

/** `(min-width: 100px) and (max-width: 350px)`: every part must match. */
export function queryMatches(query: string): boolean {
  const parts = [...query.matchAll(/\(\s*([a-z-]+)\s*:\s*([^)]+?)\s*\)/g)];
  return parts.length > 0 && parts.every(([, feature = '', value = '']) => featureMatches(feature, value));
}

class StandInMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: MediaQueryList['onchange'] = null;
  private last: boolean;
  constructor(readonly media: string) {
    super();
    this.last = queryMatches(media);
  }
  get matches(): boolean {
    return queryMatches(this.media);
  }
  /** Fires 'change' when the screen's change flips this query's answer. */
  screenChanged(): void {
    if (this.matches === this.last) return;
    this.last = this.matches;
    const event = Object.assign(new Event('change'), { matches: this.last, media: this.media });
    this.dispatchEvent(event);
    this.onchange?.call(this, event as MediaQueryListEvent);
  }
  // The deprecated pair, still part of the interface.
  addListener(listener: ((event: MediaQueryListEvent) => void) | null): void {
    if (listener) this.addEventListener('change', listener as EventListener);
  }
  removeListener(listener: ((event: MediaQueryListEvent) => void) | null): void {
    if (listener) this.removeEventListener('change', listener as EventListener);
  }
}

/** Changes the test's screen; every query list created so far hears of it. */
export function setScreen(change: Partial<Screen>): void {
  screen = { ...screen, ...change };
  window.innerWidth = screen.width;
  lists.forEach((list) => list.screenChanged());
}

/** Back to the default screen, and forget the lists of the previous test. */
export function resetScreen(): void {
  setScreen(DEFAULT_SCREEN);
  lists.clear();
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string) => {
    const list = new StandInMediaQueryList(query);
    lists.add(list);
    return list;
  };
}

/**
 * Starts the shop (loaded by src/start/entry.ts once the page has been read):
 * creates the store, asks for the catalogue, reads the stored session back,
 * then adopts (hydrates) the prerendered home page or draws any other page.
 *
 * On a slow phone each of these steps takes a while, so each runs as a task
 * of its own, and React draws in a transition, which gives the main thread
 * back every few milliseconds: a tap is never kept waiting for the whole start
 * (docs/PERFORMANCE.md, devices table).
 */
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../app/App';
import { browserStorage } from '../app/persistence/storedSession';
import { makeStore } from '../app/store';
import { catalogApi } from '../features/products/catalogApi';
import { storageFailed } from '../features/ui/uiSlice';
import { takeEarlyPresses } from './earlyPress';
import { nextTask, pageLoaded, whenIdle } from './steps';
import { keepTextTypedMeanwhile } from './typedMeanwhile';

const options = {
  // Error boundaries show the error screen and report what happened themselves.
  onCaughtError: () => {},
};

/** Calls `then` once React has adopted the page, after the effects of what it adopted before it. */
function Adopted({ then }: { then: () => void }): null {
  useEffect(() => then(), [then]);
  return null;
}

async function start() {
  await nextTask(); // after evaluating the shop's code
  const storage = browserStorage();
  const store = makeStore({ storage });
  if (!storage) store.dispatch(storageFailed());
  // Every page needs the catalogue (grid, menu, cart): ask for it before the first render.
  store.dispatch(catalogApi.util.prefetch('getProducts', undefined, {}));

  // Rendering waits for the stored session (a few microseconds): no page ever
  // draws a signed-in shopper as anonymous, and the /cart guard can trust it.
  await store.restored;
  await nextTask();
  const container = document.getElementById('root')!;
  const adopt = container.dataset.prerendered === 'home' && window.location.pathname === '/';
  // What the shopper typed, or focused on a page about to be drawn anew, stays theirs
  // (src/start/earlyInput.ts, fetched only then: most shoppers do nothing before the start).
  // An adopted page keeps its elements: what was typed there is read once React has it.
  const box = container.querySelector<HTMLInputElement>('input[type="search"]');
  if (!adopt && (box?.value || container.contains(document.activeElement)))
    (await import('./earlyInput')).keepEarlyInput(container, store, true);
  // Buttons pressed and forms sent on the prerendered page are made again once React has it
  // (earlyPress.ts).
  const early = takeEarlyPresses();
  startTransition(() => {
    if (adopt) {
      // The prerendered page was drawn from a fresh store's state (src/start/prerender.tsx):
      // React adopts it with that state, then the live one (session, cart) follows.
      // Text typed into the search box until then, some of it unheard by React while it adopted
      // the page, becomes the search (typedMeanwhile.ts). After App: its effects have read the
      // address into the store by then.
      hydrateRoot(
        container,
        <>
          <App store={store} serverState={makeStore().getState()} />
          <Adopted
            then={() => {
              keepTextTypedMeanwhile(box, store);
              // A search sent early goes with the text it was sent with, which the store holds now.
              for (const form of early.forms.splice(0)) form.requestSubmit();
            }}
          />
        </>,
        options,
      );
    } else {
      // Another page's frame (or a development build's empty root): draw over it.
      createRoot(container, options).render(<App store={store} />);
    }
  });
  // React hears them now: a press on a page not yet hydrated hydrates it first. A page drawn anew
  // replaced those buttons and forms, so nothing is made again there.
  if (adopt) for (const button of early.buttons) button.click();
  // The service worker once the page has loaded and the browser is idle (the page drawn): its
  // file and its precaching wait for the page's own.
  if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator)
    void pageLoaded()
      .then(whenIdle)
      .then(() => import(/* webpackChunkName: "offline" */ '../app/serviceWorker'))
      .then((m) => m.registerServiceWorker());
}

void start();

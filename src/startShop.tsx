/**
 * Starts the shop (loaded by src/loadShop.ts once the page has been painted):
 * creates the store, asks for the catalogue, reads the stored session back,
 * then adopts (hydrates) the prerendered home page or draws any other page.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { browserStorage } from './app/persistence/storedSession';
import { registerServiceWorker } from './app/serviceWorker';
import { makeStore } from './app/store';
import { catalogApi } from './features/catalog/catalogApi';
import { storageFailed } from './features/ui/uiSlice';

const storage = browserStorage();
const store = makeStore({ storage });
if (!storage) store.dispatch(storageFailed());

// Every page needs the catalogue (grid, menu, cart): ask for it before the first render.
store.dispatch(catalogApi.util.prefetch('getProducts', undefined, {}));

const options = {
  // Error boundaries show the error screen and report what happened themselves.
  onCaughtError: () => {},
};

// Rendering waits for the stored session (a few microseconds): no page ever
// draws a signed-in shopper as anonymous, and the /cart guard can trust it.
void store.restored.then(() => {
  const container = document.getElementById('root')!;
  if (container.dataset.prerendered === 'home' && window.location.pathname === '/') {
    // The prerendered page was drawn from a fresh store's state (src/prerender.tsx):
    // React adopts it with that state, then the live one (session, cart) follows.
    hydrateRoot(container, <App store={store} serverState={makeStore().getState()} />, options);
  } else {
    // Another page's frame (or a development build's empty root): draw over it.
    createRoot(container, options).render(<App store={store} />);
  }
  registerServiceWorker();
});

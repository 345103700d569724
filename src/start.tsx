/**
 * The shop itself, loaded by src/index.tsx once the prerendered page has been
 * painted: creates the store, asks for the catalogue and adopts (hydrates) the
 * home page or draws any other page over the frame.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { browserStorage } from './app/persistence/browserStorage';
import { followOtherTabs } from './app/persistence/crossTab';
import { registerServiceWorker } from './app/serviceWorker';
import { makeStore } from './app/store';
import { catalogApi } from './features/catalog/catalogApi';
import { storageFailed } from './features/ui/uiSlice';

const { storage, persistent } = browserStorage();
const store = makeStore({ storage });
// What the prerendered home page was drawn from (see src/prerender.tsx): taken
// before anything is read back or fetched, so hydration sees the same page.
const serverState = store.getState();
if (persistent) followOtherTabs(storage, store.dispatch);
else store.dispatch(storageFailed());

// Every page needs the catalogue (grid, menu, cart): ask for it before the first render.
store.dispatch(catalogApi.util.prefetch('getProducts', undefined, {}));

const container = document.getElementById('root')!;
const options = {
  // Error boundaries show the error screen and report what happened themselves.
  onCaughtError: () => {},
};
if (container.dataset.prerendered === 'home' && window.location.pathname === '/') {
  hydrateRoot(container, <App store={store} serverState={serverState} />, options);
} else {
  // Another page's frame (or a development build's empty root): draw over it.
  createRoot(container, options).render(<App store={store} />);
}
registerServiceWorker();

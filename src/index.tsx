import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { browserStorage } from './app/persistence/browserStorage';
import { followOtherTabs } from './app/persistence/crossTab';
import { registerServiceWorker } from './app/serviceWorker';
import { makeStore } from './app/store';
import { catalogApi } from './features/catalog/catalogApi';
import { storageFailed } from './features/ui/uiSlice';

const { storage, persistent } = browserStorage();
const store = makeStore({ storage });
if (persistent) followOtherTabs(storage, store.dispatch);
else store.dispatch(storageFailed());

// Every page needs the catalogue (grid, menu, cart): ask for it before the first render.
store.dispatch(catalogApi.util.prefetch('getProducts', undefined, {}));

createRoot(document.getElementById('root')!).render(<App store={store} />);
registerServiceWorker();

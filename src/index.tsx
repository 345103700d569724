import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { browserStorage } from './app/persistence/browserStorage';
import { followOtherTabs } from './app/persistence/crossTab';
import { makeStore } from './app/store';

const storage = browserStorage();
const store = makeStore({ storage });
followOtherTabs(storage, store.dispatch);

createRoot(document.getElementById('root')!).render(<App store={store} />);

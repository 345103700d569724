import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { browserStorage } from './app/persistence/browserStorage';
import { makeStore } from './app/store';

const store = makeStore({ storage: browserStorage() });

createRoot(document.getElementById('root')!).render(<App store={store} />);

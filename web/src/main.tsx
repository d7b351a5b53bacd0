import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { clearBladeUnlessKept } from './app/blades';
import './styles/index.css';

// On load, any path other than /, /what-is-brix, /pricing, /gallery or /start-order forgets the blade.
clearBladeUnlessKept(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

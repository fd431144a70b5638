import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, openingScreens } from './App';
import { registerServiceWorker } from './sw/registration';

// Installable and usable offline in the built app (docs/yard.md).
registerServiceWorker();

void openingScreens.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

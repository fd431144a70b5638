import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, openingScreens } from './App';

void openingScreens.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import './hub.css';

createRoot(document.getElementById('hub')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './StudioApp';
import './studio.css';

const container = document.getElementById('studio');
if (!container) throw new Error('the studio page has no #studio element');
createRoot(container).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);

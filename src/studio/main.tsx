import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PageList } from './PageList';

const container = document.getElementById('studio');
if (!container) throw new Error('the studio page has no #studio element');
createRoot(container).render(
  <StrictMode>
    <h1>Page studio</h1>
    <PageList />
  </StrictMode>,
);

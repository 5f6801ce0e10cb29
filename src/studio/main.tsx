import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { studioRoutes } from './studio-routes';
import './studio.css';

const container = document.getElementById('studio');
if (!container) throw new Error('the studio page has no #studio element');
const router = createHashRouter(studioRoutes);
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

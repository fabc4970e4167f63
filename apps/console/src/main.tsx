// biome-ignore-all assist/source/organizeImports: the preload goes first, so it runs before React and the app are evaluated.
import './app/preloadFirstScreen';
import './app/contractConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createConsoleRouter } from './app/appRoutes';
import { ConsoleApp } from './app/ConsoleApp';
import { createConsoleServices } from './app/services';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const services = createConsoleServices();
createRoot(root).render(
  <StrictMode>
    <ConsoleApp services={services} router={createConsoleRouter(services)} />
  </StrictMode>,
);

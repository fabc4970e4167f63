// biome-ignore-all assist/source/organizeImports: the preload goes first, so it runs before React and the app are evaluated.
import { firstScreen } from './app/preloadFirstScreen';
import './app/contractConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/ConsoleApp';
import { createConsoleServices } from './app/services';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Not a top-level await: that would split the entry into many chunks, each a request before the first paint.
void firstScreen.then(() =>
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp services={createConsoleServices()} />
    </StrictMode>,
  ),
);

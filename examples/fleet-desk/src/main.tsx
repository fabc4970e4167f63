import { FeedbackProvider } from '@console/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { feedback } from './http';
import { BASENAME } from './RouterNavigation';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <FeedbackProvider controller={feedback}>
      <BrowserRouter basename={BASENAME}>
        <App />
      </BrowserRouter>
    </FeedbackProvider>
  </StrictMode>,
);

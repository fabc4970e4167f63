import { pageTitle } from '@console/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PRODUCT_NAME } from './product';
import { HomePage } from './screens/home/HomePage';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

document.title = pageTitle(PRODUCT_NAME, 'Home');
createRoot(root).render(
  <StrictMode>
    <HomePage product={PRODUCT_NAME} />
  </StrictMode>,
);

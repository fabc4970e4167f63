import { pageTitle } from '@console/core';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../product';

/** '{title} - {product}' for pages outside the console frame (the frame sets its own). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(PRODUCT_NAME, title);
  }, [title]);
}

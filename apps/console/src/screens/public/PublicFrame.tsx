import { AppLink, useNavigation } from '@console/ui';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../product';
// Plain CSS, no CSS-in-JS runtime: it keeps the sign-in and public pages within their JS budget.
import './PublicFrame.css';

export interface PublicFrameProps {
  children: ReactNode;
  /** A narrow column, for the sign-in forms. */
  narrow?: boolean;
  /** Someone signed in is looking (a 401 or 404 on their way): the way back to the console, not sign-in. */
  signedIn?: boolean;
}

/** The frame of the public pages: the product name, links to the public pages and to sign in. */
export function PublicFrame({ children, narrow = false, signedIn = false }: PublicFrameProps) {
  // A page the visitor was sent away from (`?redirect=`) is kept on the way to the sign-in form.
  const { fullPath } = useNavigation();
  const redirect = new URLSearchParams(fullPath.split('?')[1] ?? '').get('redirect');
  const signIn = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  return (
    <div className="public-frame">
      <header className="public-frame__bar">
        <AppLink className="public-frame__brand" to="/home">
          {PRODUCT_NAME}
        </AppLink>
        <nav className="public-frame__nav" aria-label="Public pages">
          <AppLink to="/brands">Brands</AppLink>
          <AppLink to="/retailers">Retailers</AppLink>
          {signedIn ? (
            <AppLink to="/dashboard">Back to the console</AppLink>
          ) : (
            <>
              <AppLink to={signIn}>Sign in</AppLink>
              <AppLink to="/register">Register</AppLink>
            </>
          )}
        </nav>
      </header>
      <main className={narrow ? 'public-frame__main public-frame__main--narrow' : 'public-frame__main'}>
        {children}
      </main>
    </div>
  );
}

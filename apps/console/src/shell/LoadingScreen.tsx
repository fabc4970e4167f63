import { Spinner } from '@console/ui';
// Plain CSS, no CSS-in-JS runtime: it keeps the sign-in and public pages within their JS budget.
import './LoadingScreen.css';

/** Shown while the user info or a screen's code loads. */
export function LoadingScreen({ inline = false }: { inline?: boolean }) {
  return (
    <div
      className={inline ? 'loading-screen loading-screen--inline' : 'loading-screen'}
      role="status"
      aria-label="Loading"
    >
      <Spinner size={32} />
    </div>
  );
}

import { createRoot } from 'react-dom/client';

// The reference of issue 5's budgets: a React 19 page that renders one line.
const root = document.getElementById('root');
if (root) createRoot(root).render(<p>Sign in</p>);

import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { appLocation, Navigate, Router, useLocation, useNavigate, useSearchParams } from './router';

// React's act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function render(ui: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(ui));
}

const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;

describe('appLocation', () => {
  it('strips the base, and treats paths outside it as the root', () => {
    expect(appLocation('/ec', { pathname: '/ec/warranty/detail', search: '?id=3', hash: '' })).toEqual({
      pathname: '/warranty/detail',
      search: '?id=3',
      hash: '',
    });
    expect(appLocation('/ec', { pathname: '/ec', search: '', hash: '' }).pathname).toBe('/');
    expect(appLocation('/ec', { pathname: '/ecx/y', search: '', hash: '' }).pathname).toBe('/');
  });
});

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <div>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <p data-testid="id">{params.get('id') ?? ''}</p>
      <button type="button" onClick={() => navigate('/warranty/detail?id=7')}>
        go
      </button>
    </div>
  );
}

describe('Router', () => {
  it('pushes history under the base and follows the browser back to where it was', async () => {
    window.history.replaceState(null, '', '/ec/dashboard');
    render(
      <Router basename="/ec">
        <Probe />
      </Router>,
    );
    expect(text('where')).toBe('/dashboard');
    await act(async () => document.querySelector('button')?.click());
    expect(window.location.pathname).toBe('/ec/warranty/detail');
    expect(text('id')).toBe('7');
    // What the browser does on Back: the URL changes, then popstate.
    act(() => {
      window.history.replaceState(null, '', '/ec/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(text('where')).toBe('/dashboard');
  });

  it('redirects with <Navigate>, replacing the entry', async () => {
    window.history.replaceState(null, '', '/ec/old');
    const before = window.history.length;
    render(
      <Router basename="/ec">
        <Navigate to="/new" replace />
        <Probe />
      </Router>,
    );
    expect(window.location.pathname).toBe('/ec/new');
    expect(window.history.length).toBe(before);
  });
});

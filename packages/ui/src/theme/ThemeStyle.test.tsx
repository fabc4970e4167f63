import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Button } from '../kit/Button';
import { ThemeStyle } from './ThemeStyle';

const themeStyles = () => [...document.head.querySelectorAll('style[data-console-theme]')];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('styles without a styling runtime', () => {
  it('ThemeStyle keeps one <style> in <head> in step with its props, renders nothing in place, and leaves with it', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<ThemeStyle themeColor="#409EFF" size="medium" />));
    expect(host.innerHTML).toBe('');
    expect(themeStyles()).toHaveLength(1);
    expect(themeStyles()[0]?.textContent).toContain('--console-primary: #409eff;');
    expect(themeStyles()[0]?.textContent).toContain('--console-control-height: 36px;');

    await act(async () => root.render(<ThemeStyle themeColor="#13c2c2" size="mini" />));
    expect(themeStyles()).toHaveLength(1);
    expect(themeStyles()[0]?.textContent).toContain('--console-primary: #13c2c2;');
    expect(themeStyles()[0]?.textContent).toContain('--console-control-height: 28px;');

    await act(async () => root.unmount());
    expect(themeStyles()).toHaveLength(0);
  });

  it("a component's stylesheet goes to <head> once however many instances render", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <>
          <Button>One</Button>
          <Button variant="primary">Two</Button>
        </>,
      ),
    );
    expect(document.head.querySelectorAll('style[data-href="console-ui-button"]')).toHaveLength(1);
    expect(host.querySelectorAll('style')).toHaveLength(0);
    expect(host.querySelector('button')?.className).toBe('console-button console-button--default');
    await act(async () => root.unmount());
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../kit/Button';
import { IFRAME_SANDBOX, IframeView, type IframeViewProps } from './IframeView';

const page = '<!doctype html><title>Swagger</title><h1>API documentation</h1>';

const meta = {
  title: 'UI/Components/IframeView',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use it to show an external page (documentation, a report) inside the content area under a loading mask, sandboxed. For a page the user should open in a tab of their own, use an external AppLink instead.',
      },
    },
  },
  component: IframeView,
  args: { title: 'API documentation', srcDoc: page, height: 240 },
} satisfies Meta<typeof IframeView>;

export default meta;
type Story = StoryObj<typeof meta>;

function OpenOnClick(props: IframeViewProps) {
  const [open, setOpen] = useState(false);
  return open ? <IframeView {...props} /> : <Button onClick={() => setOpen(true)}>Open API docs</Button>;
}

const frameOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTitle('API documentation') as HTMLIFrameElement;

export const LoadingMask: Story = {
  render: (args) => <OpenOnClick {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A click renders synchronously; reading the mask before awaiting anything sees it before any load.
    fireEvent.click(canvas.getByRole('button', { name: 'Open API docs' }));
    const maskText = canvas.queryByRole('status')?.textContent;
    await expect(maskText).toBe('Please wait while the page is loading!');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    const frame = frameOf(canvasElement);
    await expect(frame.contentDocument?.querySelector('h1')).toHaveTextContent('API documentation');
    await expect(frame.parentElement).toHaveAttribute('aria-busy', 'false');
  },
};

export const FillsTheContentArea: Story = {
  args: { height: undefined },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    // Viewport minus the navbar (50 px) and the tags bar (34 px).
    await expect(frame.getBoundingClientRect().height).toBe(window.innerHeight - 84);
    await expect(frame).toHaveAttribute('sandbox', IFRAME_SANDBOX);
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  },
};

export const CustomSandbox: Story = {
  args: { sandbox: 'allow-scripts', height: '50vh' },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(frame.getBoundingClientRect().height).toBe(window.innerHeight / 2);
  },
};

export const WithoutSandbox: Story = {
  args: { sandbox: false },
  play: async ({ canvasElement }) => {
    await expect(frameOf(canvasElement)).not.toHaveAttribute('sandbox');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackHarness } from '../fixtures/feedback.fixture';
import { Screenfull } from './Screenfull';

const recorded = fn();

const meta = {
  title: 'UI/Layout/Screenfull',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The fullscreen toggle of the top bar. Navbar includes it; use it alone only in a top bar of your own.',
      },
    },
  },
  component: Screenfull,
  render: (args) => (
    <FeedbackHarness onCall={recorded}>
      {(feedback) => <Screenfull {...args} feedback={feedback} />}
    </FeedbackHarness>
  ),
  beforeEach: () => {
    recorded.mockClear();
  },
} satisfies Meta<typeof Screenfull>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsupported: Story = {
  args: { isSupported: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fullscreen' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('你的浏览器不支持全屏');
    await expect(recorded).toHaveBeenCalledWith('message', { type: 'warning', text: '你的浏览器不支持全屏' });
    await expect(document.fullscreenElement).toBeNull();
  },
};

/** Makes the document report a fullscreen element (the test frame may not really enter fullscreen). */
function reportFullscreen(element: Element | null) {
  if (element)
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  else Reflect.deleteProperty(document, 'fullscreenElement');
  document.dispatchEvent(new Event('fullscreenchange'));
}

export const FollowsRealState: Story = {
  args: { isSupported: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const request = spyOn(document.documentElement, 'requestFullscreen').mockResolvedValue(undefined);
    const exit = spyOn(document, 'exitFullscreen').mockResolvedValue(undefined);
    try {
      const button = canvas.getByRole('button', { name: 'Fullscreen' });
      await userEvent.click(button);
      await expect(request).toHaveBeenCalledTimes(1);
      // The label changes only when the document says so.
      await expect(button).toHaveAccessibleName('Fullscreen');
      reportFullscreen(document.documentElement);
      await waitFor(() => expect(button).toHaveAccessibleName('Exit fullscreen'));
      await userEvent.click(button);
      await expect(exit).toHaveBeenCalledTimes(1);
      // Leaving by other means (Escape) flips it back as well.
      reportFullscreen(null);
      await waitFor(() => expect(button).toHaveAccessibleName('Fullscreen'));
      await expect(recorded).not.toHaveBeenCalled();
    } finally {
      reportFullscreen(null);
      request.mockRestore();
      exit.mockRestore();
    }
  },
};

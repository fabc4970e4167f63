import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlightBoardLiveIndicator } from './FlightBoardLiveIndicator';

const meta = {
  title: 'Console/Onsite service/OnsiteService/FlightBoardLiveIndicator',
  component: FlightBoardLiveIndicator,
  args: { status: 'live' },
} satisfies Meta<typeof FlightBoardLiveIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

const says =
  (text: string, hint: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(text);
    await expect(status).toHaveAttribute('title', expect.stringMatching(hint));
  };

export const Live: Story = { play: says('Live', /as they happen/) };

export const Connecting: Story = { args: { status: 'connecting' }, play: says('Connecting…', /Opening/) };

/** The stream dropped: the board says so and that it still refreshes every minute. */
export const Reconnecting: Story = {
  args: { status: 'reconnecting' },
  play: says('Reconnecting…', /every minute/),
};

/** The browser tab was hidden for a while: the stream waits for it to be shown. */
export const Paused: Story = { args: { status: 'paused' }, play: says('Paused', /when this tab is shown/) };

/** The server refused the stream: the minute's poll is all there is. */
export const NotLive: Story = { args: { status: 'offline' }, play: says('Not live', /every minute/) };

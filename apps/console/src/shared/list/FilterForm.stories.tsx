import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FilterForm } from './FilterForm';
import { FilterSelect } from './FilterSelect';

interface Filters {
  status: 'open' | 'closed' | undefined;
}

const EMPTY: Filters = { status: undefined };

/** A list's filters in force (as the URL would hold them) and the form editing them. */
function Harness({ onApply }: { onApply: (filters: Filters) => void }) {
  const [inForce, setInForce] = useState<Filters>(EMPTY);
  return (
    <>
      <FilterForm
        label="Ticket filters"
        values={inForce}
        empty={EMPTY}
        onApply={(next) => {
          onApply(next);
          setInForce(next);
        }}
      >
        {(draft, set) => (
          <FilterSelect
            label="Status"
            options={[
              { value: 'open', label: 'Open' },
              { value: 'closed', label: 'Closed' },
            ]}
            value={draft.status}
            placeholder="Any status"
            onChange={(status) => set({ status })}
          />
        )}
      </FilterForm>
      <p>In force: {inForce.status ?? 'any'}</p>
    </>
  );
}

const meta = {
  title: 'Console/Shared/FilterForm',
  component: Harness,
  args: { onApply: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A choice is a draft until Search; Reset clears and applies at once. */
export const DraftSearchReset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('search', { name: 'Ticket filters' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByText('In force: any')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    await expect(args.onApply).toHaveBeenCalledWith({ status: 'closed' });
    await expect(canvas.getByText('In force: closed')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Reset' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ status: undefined });
    await expect(form.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Any status');
  },
};

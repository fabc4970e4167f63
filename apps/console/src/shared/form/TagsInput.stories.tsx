import { FormField } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagsInput } from './TagsInput';

/** The input in its form field, keeping its own list (as a form does). */
function Skills({ initial, onChange }: { initial: string[]; onChange: (tags: string[]) => void }) {
  const [tags, setTags] = useState(initial);
  return (
    <FormField label="Skills" help="Press Enter or a comma after each.">
      {(control) => (
        <TagsInput
          {...control}
          value={tags}
          placeholder="e.g. Bosch diagnostics"
          onChange={(next) => {
            setTags(next);
            onChange(next);
          }}
        />
      )}
    </FormField>
  );
}

const meta = {
  title: 'Console/Shared/Form/TagsInput',
  component: Skills,
  args: { initial: ['Wheel truing'], onChange: fn() },
} satisfies Meta<typeof Skills>;

export default meta;
type Story = StoryObj<typeof meta>;

const tagsShown = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Added' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', ''));

/** Enter and a comma add a tag; the same word twice (any case) is kept once; × and Backspace remove. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Skills' });
    await userEvent.type(field, 'Bosch diagnostics{Enter}Battery service,');
    await expect(tagsShown(canvasElement)).toEqual(['Wheel truing', 'Bosch diagnostics', 'Battery service']);
    await userEvent.type(field, 'wheel TRUING{Enter}');
    await expect(tagsShown(canvasElement)).toHaveLength(3);
    await expect(field).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Wheel truing' }));
    await userEvent.type(field, '{Backspace}');
    await expect(tagsShown(canvasElement)).toEqual(['Bosch diagnostics']);
    await expect(args.onChange).toHaveBeenLastCalledWith(['Bosch diagnostics']);
  },
};

/** What is typed is not lost when the field is left without Enter. */
export const AddedOnLeaving: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Skills' }), 'Hydraulic brakes');
    await userEvent.tab();
    await expect(tagsShown(canvasElement)).toEqual(['Hydraulic brakes']);
  },
};

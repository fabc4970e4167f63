import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuSub,
  MenuSubContent,
  MenuSubTrigger,
  MenuTrigger,
} from './Menu';

const onSelect = fn();

function ActionsMenu() {
  return (
    <Menu>
      <MenuTrigger asChild>
        <Button>Actions</Button>
      </MenuTrigger>
      <MenuContent align="start">
        <MenuLabel>Bike</MenuLabel>
        <MenuItem onSelect={() => onSelect('edit')}>Edit</MenuItem>
        <MenuItem onSelect={() => onSelect('duplicate')}>Duplicate</MenuItem>
        <MenuItem disabled onSelect={() => onSelect('archive')}>
          Archive
        </MenuItem>
        <MenuSeparator />
        <MenuSub>
          <MenuSubTrigger>Export</MenuSubTrigger>
          <MenuSubContent>
            <MenuItem onSelect={() => onSelect('csv')}>CSV</MenuItem>
            <MenuItem onSelect={() => onSelect('pdf')}>PDF</MenuItem>
          </MenuSubContent>
        </MenuSub>
      </MenuContent>
    </Menu>
  );
}

const meta = {
  title: 'UI/Kit/Menu',
  tags: ['autodocs'],
  component: Menu,
  subcomponents: {
    MenuTrigger,
    MenuContent,
    MenuItem,
    MenuGroup,
    MenuLabel,
    MenuSeparator,
    MenuSub,
    MenuSubTrigger,
    MenuSubContent,
  },
  parameters: {
    docs: {
      description: {
        component:
          "Use Menu and its parts for a dropdown of actions behind a button, such as a row's actions or an export. To choose a value use Select; to move between pages, the layout's Sidebar and TopNav. Menu, MenuTrigger, MenuGroup and MenuSub are Radix DropdownMenu's parts as they are (their props are in the Radix documentation); the others add the kit's look.",
      },
    },
  },
  render: () => <ActionsMenu />,
  beforeEach: () => {
    onSelect.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Actions' });
const item = (name: string) => screen.getByRole('menuitem', { name });

export const OpensOnClick: Story = {
  play: async ({ canvasElement }) => {
    // Looked up once: while the menu is open, the page behind it is hidden from the accessibility tree.
    const button = trigger(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['Edit', 'Duplicate', 'Archive', 'Export']);
    await userEvent.click(item('Edit'));
    await expect(onSelect).toHaveBeenCalledWith('edit');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    // Opened from the keyboard, the first item is highlighted.
    await waitFor(() => expect(item('Edit')).toHaveFocus());
    await expect(item('Edit')).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Duplicate')).toHaveFocus();
    await expect(item('Duplicate')).toHaveAttribute('data-highlighted');
    await expect(item('Edit')).not.toHaveAttribute('data-highlighted');
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Export')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Duplicate')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('duplicate');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Focus goes back to the trigger.
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(onSelect).not.toHaveBeenCalled();
  },
};

export const DisabledItem: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await screen.findByRole('menu');
    const archive = item('Archive');
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(archive, { pointerEventsCheck: 0 });
    await expect(onSelect).not.toHaveBeenCalled();
    // The menu stays open, until Escape.
    await expect(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const Submenu: Story = {
  play: async ({ canvasElement }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    const exportItem = item('Export');
    await expect(exportItem).toHaveAttribute('aria-haspopup', 'menu');
    exportItem.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    await waitFor(() => expect(item('CSV')).toHaveFocus());
    await expect(exportItem).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('PDF')).toHaveFocus();
    // Left goes back to the parent menu.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
    await expect(exportItem).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(item('CSV')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('csv');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const SubmenuWithPointer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await screen.findByRole('menu');
    await userEvent.click(item('Export'));
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(2));
    await userEvent.click(item('PDF'));
    await expect(onSelect).toHaveBeenCalledWith('pdf');
  },
};

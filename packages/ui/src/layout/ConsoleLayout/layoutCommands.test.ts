import { describe, expect, it, vi } from 'vitest';
import { uiMessages } from '../../messages';
import { retailerRoutes } from '../fixtures/routes.fixture';
import { layoutCommands, routeOpens } from './layoutCommands';

describe('layoutCommands', () => {
  it('offers the other sizes, the settings, the user menu’s entries and Log out', () => {
    const onSizeChange = vi.fn();
    const onSelect = vi.fn();
    const commands = layoutCommands({
      text: uiMessages,
      size: 'medium',
      onSizeChange,
      onOpenSettings: vi.fn(),
      userMenuItems: [{ key: 'report', label: 'Report a problem', onSelect }],
      onLogout: vi.fn(),
    });
    expect(commands.map((command) => command.title)).toEqual([
      'Size: Default',
      'Size: Small',
      'Size: Mini',
      'Layout settings',
      'Report a problem',
      'Log out',
    ]);
    commands[1]?.run?.();
    expect(onSizeChange).toHaveBeenCalledWith('small');
    commands[4]?.run?.();
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(commands[0]?.keywords).toContain('switch size');
  });
});

describe('routeOpens', () => {
  it('is true for a path among the routes, hidden ones included, with or without a query', () => {
    expect(routeOpens(retailerRoutes, '/warranty/index')).toBe(true);
    expect(routeOpens(retailerRoutes, '/warranty/index?view=claims')).toBe(true);
    expect(routeOpens(retailerRoutes, '/nowhere')).toBe(false);
  });
});

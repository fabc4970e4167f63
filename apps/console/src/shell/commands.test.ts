import { findMatchedChain } from '@console/core';
import { commandsForViewer, routesForViewer } from '@console/ui';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes/routeTable';
import { consoleCommands, requestOnArrival, takeRequest } from './commands';

const titlesFor = (userType: number, userRole = 1) => {
  const routes = routesForViewer(routeTable, { userType, userRole });
  return commandsForViewer(consoleCommands, {
    userType,
    canOpen: (to) => findMatchedChain(routes, to).length > 0,
  }).map((command) => command.title);
};

describe('consoleCommands', () => {
  it('offers each role what its routes and buttons allow', () => {
    expect(titlesFor(1)).toEqual(['Register a warranty']);
    expect(titlesFor(2)).toEqual(['Register a warranty', 'New booking']);
    expect(titlesFor(3)).toEqual(['Register a warranty']);
  });

  it('points at routes of the table', () => {
    for (const command of consoleCommands) {
      if (command.to) expect(findMatchedChain(routeTable, command.to).length).toBeGreaterThan(0);
    }
  });
});

describe('requestOnArrival', () => {
  it('is taken once, by the command it names', () => {
    requestOnArrival('newBooking');
    expect(takeRequest('other')).toBe(false);
    expect(takeRequest('newBooking')).toBe(true);
    expect(takeRequest('newBooking')).toBe(false);
  });
});

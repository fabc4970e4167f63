import { userInfoAtom } from '@console/core';
import { FeedbackProvider, MemoryNavigation } from '@console/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ServicesProvider } from '../../app/ServicesContext';
import type { ConsoleServices } from '../../app/services';
import { LiveDataPage } from './LiveDataPage';
import { activeEnrolment, importWithErrors, overview } from './liveData.fixtures';

const ok = (data: unknown) => Promise.resolve({ code: 200, msg: 'ok', data });

const http = {
  get: fn((url: string) => {
    if (url === '/live-data') return ok(overview);
    if (url === '/developer/api-keys') return ok({ rows: [] });
    if (url.startsWith('/live-data/imports/')) return ok(importWithErrors);
    return ok(null);
  }),
  post: fn((url: string) => ok(url.startsWith('/live-data/enrolments') ? activeEnrolment : importWithErrors)),
  downloadFile: fn(async () => true),
};

function Page({ role }: { role: number }) {
  const store = createStore();
  store.set(userInfoAtom, { id: 7, user_type: 2, user_role: role, company_id: 4 });
  const services = { http, store } as unknown as ConsoleServices;
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={queries}>
        <FeedbackProvider>
          <MemoryNavigation initialPath="/live_data_program/index">
            <LiveDataPage title="Live Data Program" fullPath="/live_data_program/index" />
          </MemoryNavigation>
        </FeedbackProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Console/Bugs & developer/LiveData/LiveDataPage',
  component: Page,
  args: { role: 1 },
  beforeEach: () => {
    http.get.mockClear();
    http.post.mockClear();
    http.downloadFile.mockClear();
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: enrols with the current terms, downloads a template; the company's API keys are on the page. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ridgeway = within(await canvas.findByRole('region', { name: 'Enrolment with Ridgeway E-Bikes' }));
    await userEvent.click(ridgeway.getByRole('checkbox', { name: /^Sales:/ }));
    await userEvent.click(ridgeway.getByRole('checkbox', { name: /accept the program terms/ }));
    await userEvent.click(ridgeway.getByRole('button', { name: 'Enrol' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/live-data/enrolments',
        { brandCompanyId: 3, scopes: ['sales'], termsVersion: '2026-11', acceptTerms: true },
        { silent: true },
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Download the inventory template' }));
    await expect(http.downloadFile).toHaveBeenCalledWith(
      '/live-data/templates/inventory',
      'live-data-inventory-template.csv',
    );
    await expect(http.get).toHaveBeenCalledWith('/developer/api-keys');
    await expect(await screen.findByText(/send live data/)).toBeVisible();
  },
};

/** A manager sends data but neither gives consent nor sees the API keys. */
export const Manager: Story = {
  args: { role: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Enrolment with Voltline Bikes' });
    await expect(canvas.getAllByText("Only your company's owner can enrol or change consent.")).toHaveLength(
      2,
    );
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeVisible();
    await expect(http.get).not.toHaveBeenCalledWith('/developer/api-keys');
  },
};

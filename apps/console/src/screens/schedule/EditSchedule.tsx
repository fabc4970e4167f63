import type {
  BlockedPeriod,
  BlockedPeriodBody,
  EmployeeScheduleBody,
  NamedCompany,
  ScheduleOverview,
  ShopScheduleBody,
} from '@console/contract';
import { Button, Card, Empty, FormField, Select, Skeleton, Tabs } from '@console/ui';
import { useState } from 'react';
import { timezoneLabel } from '../../shared/display.logic';
import { LoadFailed } from '../../shared/LoadFailed';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { BlockedPeriodsEditor } from './BlockedPeriodsEditor';
import { EmployeeScheduleForm } from './EmployeeScheduleForm';
import { ShopScheduleForm } from './ShopScheduleForm';

/** Who opens the editor: a retailer edits its own; an admin picks a company; a brand has no schedules. */
export type ScheduleViewer = 'retailer' | 'admin' | 'brand';

export interface EditScheduleProps {
  title: string;
  viewer: ScheduleViewer;
  /** Admins: the retailers to choose from, and the one chosen. */
  companies: readonly NamedCompany[];
  companyId: number | undefined;
  onCompanyChange: (id: number) => void;
  /** Undefined before the first answer (or, for an admin, before a company is chosen). */
  overview: ScheduleOverview | undefined;
  failed: boolean;
  onRetry: () => void;
  onSaveShop: (id: number, body: ShopScheduleBody) => Promise<unknown>;
  onSaveEmployee: (id: number, body: EmployeeScheduleBody) => Promise<unknown>;
  onAddBlockedPeriod: (body: BlockedPeriodBody) => Promise<unknown>;
  onRemoveBlockedPeriod: (period: BlockedPeriod) => void;
  /** Brands: where their test-ride settings are. */
  onOpenEventSettings: () => void;
}

function Picker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  return (
    <FormField label={label} style={{ maxWidth: 360 }}>
      {(field) => (
        <Select
          {...field}
          options={options}
          value={value === undefined ? '' : String(value)}
          placeholder={`Choose ${label.toLowerCase()}`}
          onValueChange={(picked) => onChange(Number(picked))}
        />
      )}
    </FormField>
  );
}

function Schedules({ overview, ...props }: EditScheduleProps & { overview: ScheduleOverview }) {
  const [shopId, setShopId] = useState(overview.shops[0]?.id);
  const [employeeId, setEmployeeId] = useState(overview.employees[0]?.employee.id);
  const shop = overview.shops.find((candidate) => candidate.id === shopId);
  const employee = overview.employees.find((candidate) => candidate.employee.id === employeeId);
  const items = [
    {
      value: 'shops',
      label: 'Shop hours',
      content:
        overview.shops.length === 0 ? (
          <Empty description="No shops yet: add one under Company, Shop(s)." />
        ) : (
          <>
            <Picker
              label="Shop"
              options={overview.shops.map((s) => ({ value: String(s.id), label: s.name }))}
              value={shopId}
              onChange={setShopId}
            />
            {shop && (
              <>
                <p>Times on the shop's clock: {timezoneLabel(shop.timezone)}.</p>
                <ShopScheduleForm
                  key={shop.id}
                  shop={shop}
                  editable={overview.editable}
                  onSave={(body) => props.onSaveShop(shop.id, body)}
                />
              </>
            )}
          </>
        ),
    },
    {
      value: 'employees',
      label: 'Employees',
      content:
        overview.employees.length === 0 ? (
          <Empty description="No employees yet: events are hosted in the shops' opening hours." />
        ) : (
          <>
            <Picker
              label="Employee"
              options={overview.employees.map((e) => ({
                value: String(e.employee.id),
                label: e.employee.name,
              }))}
              value={employeeId}
              onChange={setEmployeeId}
            />
            {employee && (
              <EmployeeScheduleForm
                key={employee.employee.id}
                schedule={employee}
                overview={overview}
                editable={overview.editable}
                onSave={(body) => props.onSaveEmployee(employee.employee.id, body)}
              />
            )}
          </>
        ),
    },
    {
      value: 'blocked',
      label: 'Blocked periods',
      content: (
        <BlockedPeriodsEditor
          overview={overview}
          editable={overview.editable}
          onAdd={props.onAddBlockedPeriod}
          onRemove={props.onRemoveBlockedPeriod}
        />
      ),
    },
  ];
  return <Tabs items={items} defaultValue="shops" />;
}

/**
 * /editSchedule: the hours bookings are offered in. A retailer's shops' weeks and exceptions, its
 * employees' own weeks and days off, and blocked periods; an admin chooses the retailer first. Brands have
 * no shops of their own: they are told where their dealers' schedules come from and where their test-ride
 * settings are.
 */
export function EditSchedule(props: EditScheduleProps) {
  const { title, viewer, overview, failed, onRetry } = props;
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      {viewer === 'brand' ? (
        <Card>
          <p>
            Schedules belong to the dealers: each dealer sets its shops' hours, its employees' hours and its
            blocked periods, and your test rides are offered within them.
          </p>
          <p>You choose the shops, times and seats of your test rides in their event settings.</p>
          <Button variant="primary" onClick={props.onOpenEventSettings}>
            Open event settings
          </Button>
        </Card>
      ) : (
        <>
          {viewer === 'admin' && (
            <Card>
              <Picker
                label="Retailer"
                options={props.companies.map((c) => ({ value: String(c.id), label: c.name }))}
                value={props.companyId}
                onChange={props.onCompanyChange}
              />
            </Card>
          )}
          <Card>
            {failed ? (
              <LoadFailed message="The schedules could not be loaded." onRetry={onRetry} />
            ) : overview ? (
              <>
                {!overview.editable && (
                  <p>You can see these schedules; the owner or a manager changes them.</p>
                )}
                <Schedules {...props} overview={overview} />
              </>
            ) : viewer === 'admin' && props.companyId === undefined ? (
              <Empty description="Choose a retailer to see its schedules." />
            ) : (
              <Skeleton aria-label="Loading the schedules" rows={6} />
            )}
          </Card>
        </>
      )}
    </ScreenLayout>
  );
}

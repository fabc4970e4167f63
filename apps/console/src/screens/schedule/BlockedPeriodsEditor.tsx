import type { BlockedPeriod, BlockedPeriodBody, ScheduleOverview } from '@console/contract';
import { todayIso } from '@console/contract';
import { Button, DataTable, type DataTableProps, FormField, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { FormDate } from '../../shared/form/FormDate';
import { FieldGroup, FormGrid } from '../../shared/form/FormLayout';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import {
  BLOCKED_PERIOD_FIELDS,
  type BlockedPeriodFormValues,
  blockedPeriodFormSchema,
  EMPTY_BLOCKED_PERIOD,
} from './blockedPeriodForm';
import { periodText, zonedIso, zoneOfPeriod } from './schedule.logic';

type Column = DataTableProps<BlockedPeriod>['columns'][number];

export interface BlockedPeriodsEditorProps {
  overview: Pick<ScheduleOverview, 'shops' | 'employees' | 'blockedPeriods'>;
  editable: boolean;
  onAdd: (body: BlockedPeriodBody) => Promise<unknown>;
  onRemove: (period: BlockedPeriod) => void;
}

/**
 * Times nothing may be booked: at a shop (a stock-take, a private event) or for one employee (training),
 * listed on their own clock with its abbreviation, and a form to add one on the shop's clock.
 */
export function BlockedPeriodsEditor({ overview, editable, onAdd, onRemove }: BlockedPeriodsEditorProps) {
  const schema = blockedPeriodFormSchema(
    (shopId, employeeId) => zoneOfPeriod(overview as ScheduleOverview, shopId, employeeId),
    zonedIso,
  );
  const { register, control, submitWith, refusal, formState, reset } = useContractForm<
    BlockedPeriodFormValues,
    BlockedPeriodBody
  >({
    resolver: zodResolver(schema, { error: plainIssue }) as Resolver<
      BlockedPeriodFormValues,
      unknown,
      BlockedPeriodBody
    >,
    defaultValues: EMPTY_BLOCKED_PERIOD,
    fields: BLOCKED_PERIOD_FIELDS,
    success: 'Blocked period added.',
  });
  const errors = formState.errors;
  const columns: Column[] = [
    {
      id: 'when',
      header: 'When',
      cell: ({ row }) => periodText(row.original.startsAt, row.original.endsAt, row.original.timezone),
    },
    {
      id: 'who',
      header: 'Applies to',
      cell: ({ row }) =>
        [row.original.shop?.name, row.original.employee?.name].filter(Boolean).join(' · ') || 'Every shop',
    },
    { id: 'reason', header: 'Reason', cell: ({ row }) => row.original.reason },
    ...(editable
      ? [
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row }) => (
              <Button
                variant="text"
                aria-label={`Remove ${row.original.reason}`}
                onClick={() => onRemove(row.original)}
              >
                Remove
              </Button>
            ),
          } satisfies Column,
        ]
      : []),
  ];
  const submit = submitWith(async (body) => {
    await onAdd(body);
    reset(EMPTY_BLOCKED_PERIOD);
  });
  return (
    <>
      <DataTable
        aria-label="Blocked periods"
        columns={columns}
        data={[...overview.blockedPeriods]}
        getRowId={(row) => String(row.id)}
        empty="No blocked periods."
      />
      {editable && (
        <form noValidate aria-label="New blocked period" onSubmit={submit}>
          <FieldGroup>
            <legend>Block a period</legend>
            <FormGrid $min="180px">
              <FormSelect
                control={control}
                name="shopId"
                label="Shop"
                numeric
                clearable
                empty={null}
                placeholder="Every shop"
                error={errors.shopId?.message}
                options={overview.shops.map((shop) => ({ value: String(shop.id), label: shop.name }))}
              />
              <FormSelect
                control={control}
                name="employeeId"
                label="Employee"
                numeric
                clearable
                empty={null}
                placeholder="Everyone"
                error={errors.employeeId?.message}
                options={overview.employees.map(({ employee }) => ({
                  value: String(employee.id),
                  label: employee.name,
                }))}
              />
              <FormDate
                control={control}
                name="startDate"
                label="From"
                required
                min={todayIso()}
                error={errors.startDate?.message}
              />
              <FormField label="From (time)" required error={errors.startTime?.message}>
                {(field) => <Input {...field} {...register('startTime')} placeholder="HH:MM" maxLength={5} />}
              </FormField>
              <FormDate
                control={control}
                name="endDate"
                label="Until"
                required
                min={todayIso()}
                error={errors.endDate?.message}
              />
              <FormField label="Until (time)" required error={errors.endTime?.message}>
                {(field) => <Input {...field} {...register('endTime')} placeholder="HH:MM" maxLength={5} />}
              </FormField>
            </FormGrid>
            <FormField
              label="Reason"
              required
              error={errors.reason?.message}
              help="e.g. Stock-take, staff training."
            >
              {(field) => <Input {...field} {...register('reason')} />}
            </FormField>
            <FormRefusal message={refusal} />
            <Button type="submit" variant="primary" loading={formState.isSubmitting}>
              Block period
            </Button>
          </FieldGroup>
        </form>
      )}
    </>
  );
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useRef, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox, CheckboxGroup } from '../Checkbox';
import { DatePicker, formatDay } from '../DatePicker';
import { Input } from '../Input';
import { RadioGroup } from '../Radio';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { Textarea } from '../Textarea';
import { FormField } from './FormField';

const meta = {
  title: 'UI/Kit/FormField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Wrap every form control in it: the label (with the required mark), the control, its error (announced to screen readers) and help text, wired together with ids and aria attributes. The console's forms show contract and server errors through it.",
      },
    },
  },
  component: FormField,
  args: { label: 'Name', children: (control) => <Input {...control} /> },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { help: 'As written on the invoice' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAccessibleDescription('As written on the invoice');
    await expect(input).not.toHaveAttribute('aria-invalid');
    // The label is tied to the control: a click on it focuses the input.
    await userEvent.click(canvas.getByText('Name'));
    await expect(input).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { required: true, help: 'As written on the invoice', error: 'Please enter a name' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    const error = canvas.getByText('Please enter a name');
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute('aria-live', 'polite');
    await expect(getComputedStyle(error).color).toBe('rgb(192, 57, 43)');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is read first, then the help.
    await expect(input).toHaveAccessibleDescription('Please enter a name As written on the invoice');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  },
};

export const InlineLabel: Story = {
  args: { labelWidth: '100px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Name');
    const input = canvas.getByRole('textbox', { name: 'Name' });
    // Label and control on one row, the control starting after the 100px label column.
    await expect(label.getBoundingClientRect().width).toBe(100);
    await expect(input.getBoundingClientRect().left).toBeGreaterThan(label.getBoundingClientRect().right);
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Bike type',
    error: 'Please select a bike type',
    children: (control) => <Select {...control} options={[{ label: 'City bike', value: 'city' }]} />,
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Bike type' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please select a bike type');
  },
};

export const WithRadioGroup: Story = {
  args: {
    label: 'Delivery',
    required: true,
    children: (control) => (
      <RadioGroup
        {...control}
        options={[
          { label: 'Pick-up', value: 'pickup' },
          { label: 'Home delivery', value: 'home' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Delivery' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
  },
};

export const WithCheckboxGroup: Story = {
  args: {
    label: 'Services',
    required: true,
    error: 'Pick at least one service',
    children: (control) => (
      <CheckboxGroup
        {...control}
        options={[
          { label: 'Repair', value: 'repair' },
          { label: 'Inspection', value: 'inspection' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Services' });
    await expect(group).toHaveAccessibleDescription('Pick at least one service');
    await expect(group).not.toHaveAttribute('aria-required');
  },
};

export const WithCheckbox: Story = {
  args: {
    label: 'Terms',
    children: (control) => <Checkbox {...control} label="I accept" />,
  },
  play: async ({ canvasElement }) => {
    // The field's label comes first, then the box's own.
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Terms I accept' })).not.toBeChecked();
  },
};

export const WithSwitch: Story = {
  args: {
    label: 'Notifications',
    help: 'By e-mail',
    children: (control) => <Switch {...control} />,
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Notifications' });
    await expect(toggle).toHaveAccessibleDescription('By e-mail');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const WithDatePicker: Story = {
  args: {
    label: 'Purchase date',
    error: 'Please select the purchase date',
    children: (control) => <DatePicker {...control} />,
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Purchase date' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please select the purchase date');
    await userEvent.click(trigger);
    // The calendar is named after the field.
    await expect(await screen.findByRole('dialog', { name: 'Purchase date' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

interface Values {
  name: string;
  type: string;
  date: Date | null;
  remark: string;
  agreed: boolean;
}

type Errors = Partial<Record<keyof Values, string>>;

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Please enter a name';
  else if (values.name.trim().length < 2) errors.name = 'The name needs at least 2 characters';
  if (!values.type) errors.type = 'Please select a bike type';
  if (!values.date) errors.date = 'Please select the purchase date';
  if (!values.agreed) errors.agreed = 'Please accept the terms';
  return errors;
}

/** A tiny form with plain state: errors appear on submit, then follow each change. */
function RegistrationForm() {
  const [values, setValues] = useState<Values>({ name: '', type: '', date: null, remark: '', agreed: false });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSaved('');
      // Take the user to the first field to fix.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setSaved(`Saved: ${values.name}, ${values.type}, ${formatDay(values.date)}`);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Register a bike">
      <FormField label="Name" required error={errors.name} labelWidth="120px">
        {(control) => (
          <Input {...control} value={values.name} onChange={(event) => change('name', event.target.value)} />
        )}
      </FormField>
      <FormField label="Bike type" required error={errors.type} labelWidth="120px">
        {(control) => (
          <Select
            {...control}
            options={[
              { label: 'City bike', value: 'city' },
              { label: 'Cargo bike', value: 'cargo' },
            ]}
            value={values.type}
            onValueChange={(value) => change('type', value)}
          />
        )}
      </FormField>
      <FormField label="Purchase date" required error={errors.date} labelWidth="120px">
        {(control) => (
          <DatePicker
            {...control}
            value={values.date}
            onChange={(date) => change('date', date)}
            defaultMonth={new Date(2026, 10, 1)}
          />
        )}
      </FormField>
      <FormField label="Remark" help="Optional" labelWidth="120px">
        {(control) => (
          <Textarea
            {...control}
            maxLength={100}
            value={values.remark}
            onChange={(event) => change('remark', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Terms" required error={errors.agreed} labelWidth="120px">
        {(control) => (
          <Checkbox
            {...control}
            label="I accept the terms"
            checked={values.agreed}
            onCheckedChange={(checked) => change('agreed', checked === true)}
          />
        )}
      </FormField>
      <div style={{ paddingLeft: 120 }}>
        <Button type="submit" variant="primary">
          Submit
        </Button>
        <p role="status">{saved}</p>
      </div>
    </form>
  );
}

export const ValidationForm: Story = {
  render: () => <RegistrationForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Please enter a name')).toBeVisible();
    await expect(canvas.getByText('Please select a bike type')).toBeVisible();
    await expect(canvas.getByText('Please select the purchase date')).toBeVisible();
    await expect(canvas.getByText('Please accept the terms')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter a name');
    await waitFor(() => expect(name).toHaveFocus());

    // Errors follow the input once the form was submitted.
    await userEvent.type(name, 'L');
    await expect(name).toHaveAccessibleDescription('The name needs at least 2 characters');
    await userEvent.type(name, 'ina');
    await expect(canvas.queryByText(/The name needs/)).toBeNull();
    await expect(name).not.toHaveAttribute('aria-invalid');

    const type = canvas.getByRole('combobox', { name: 'Bike type' });
    await userEvent.click(type);
    await userEvent.click(await screen.findByRole('option', { name: 'Cargo bike' }));
    await expect(type).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Purchase date' }));
    await userEvent.click(await screen.findByRole('button', { name: /November 5th, 2026/ }));
    await expect(canvas.getByRole('combobox', { name: 'Purchase date' })).toHaveTextContent('2026-11-05');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Terms I accept the terms' }));
    await expect(canvas.queryByText('Please accept the terms')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved: Lina, cargo, 2026-11-05');
  },
};

/**
 * Fields side by side in a grid row (which stretches them to its tallest): whatever help or error text one
 * shows, the labels and the controls of the row stay in line.
 */
export const InAGridRow: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '0 16px', width: 720 }}>
      <FormField label="Model" required error="This field is required.">
        {(control) => <Input {...control} />}
      </FormField>
      <FormField label="Serial number" required help="Spaces are dropped and letters upper-cased.">
        {(control) => <Input {...control} />}
      </FormField>
      <FormField label="Phone">{(control) => <Input {...control} />}</FormField>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tops = (elements: HTMLElement[]) =>
      new Set(elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    await expect(
      tops(['Model', 'Serial number', 'Phone'].map((name) => canvas.getByRole('textbox', { name }))).size,
    ).toBe(1);
    await expect(tops(['Model', 'Serial number', 'Phone'].map((name) => canvas.getByText(name))).size).toBe(
      1,
    );
  },
};

import {
  type ActiveStatus,
  coordinates,
  hoursText,
  type ShopDay,
  type ShopDetail,
  shopBody,
  WEEKDAYS,
} from '@console/contract';
import { usStateOptions } from '@console/core';
import type { DefaultValues, Path } from 'react-hook-form';
import { z } from 'zod';
import { CLOSED_WEEK, MAX_PERIODS } from '../../shared/hours/hours.logic';

export const SHOP_STATUSES: Record<ActiveStatus, { label: string; tag: 'success' | 'info' }> = {
  active: { label: 'Active', tag: 'success' },
  inactive: { label: 'Inactive', tag: 'info' },
};

export const statusOptions = (Object.keys(SHOP_STATUSES) as ActiveStatus[]).map((value) => ({
  value,
  label: SHOP_STATUSES[value].label,
}));

export const stateLabel = (code: string) =>
  usStateOptions.find((option) => option.value === code)?.label ?? code;

/** A day's hours, with what makes it special: '10:00–14:00 (Christmas Eve)', 'Closed (holiday)'. */
export function dayWithNote(day: Pick<ShopDay, 'hours' | 'exception' | 'note'>): string {
  const hours = hoursText(day.hours);
  if (!day.exception) return hours;
  return `${hours} (${day.note ?? 'special hours'})`;
}

/** Two texts as map coordinates: blank both for none, else numbers (a blank one is left to say it is missing). */
function coordinatesOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
  if (blank(lat) && blank(lng)) return null;
  const number = (text: unknown) => (blank(text) ? undefined : Number(String(text).trim()));
  return { lat: number(lat), lng: number(lng) };
}

/** The shop form's schema: the contract's body, with the coordinates typed as two texts. */
export const shopFormSchema = shopBody.extend({
  coordinates: z.preprocess(coordinatesOf, coordinates.nullable()),
});
export type ShopFormInput = Omit<z.input<typeof shopBody>, 'coordinates'> & {
  coordinates: { lat: string; lng: string };
};

/** What the form starts with: the shop's values, or a new shop's (closed every day until hours are set). */
export function shopFormValues(shop?: ShopDetail): DefaultValues<ShopFormInput> {
  if (!shop)
    return {
      name: '',
      address: { street: '', street2: '', city: '', zip: '' },
      coordinates: { lat: '', lng: '' },
      phone: '',
      hours: CLOSED_WEEK,
      exceptions: [],
    };
  return {
    name: shop.name,
    address: { ...shop.address, street2: shop.address.street2 ?? '' },
    coordinates: {
      lat: shop.coordinates ? String(shop.coordinates.lat) : '',
      lng: shop.coordinates ? String(shop.coordinates.lng) : '',
    },
    phone: shop.phone ?? '',
    timezone: shop.timezone,
    hours: shop.hours,
    exceptions: shop.exceptions.map((exception) => ({ ...exception, note: exception.note ?? '' })),
  };
}

const ADDRESS = ['street', 'street2', 'city', 'state', 'zip'].map((field) => `address.${field}`);
const PERIOD_FIELDS = (prefix: string) =>
  Array.from({ length: MAX_PERIODS }, (_, index) => [
    `${prefix}.${index}.opens`,
    `${prefix}.${index}.closes`,
  ]).flat();

/** The contract's limit of exceptions a shop holds. */
const MAX_EXCEPTIONS = 366;

/**
 * The body fields the shop form shows, as the server names them: a refusal on any of them lands on its
 * field (the exceptions' by their place).
 */
export const SHOP_FORM_FIELDS = fieldsOfShop(MAX_EXCEPTIONS);

function fieldsOfShop(exceptionCount: number): Path<ShopFormInput>[] {
  const names = [
    'name',
    ...ADDRESS,
    'coordinates',
    'coordinates.lat',
    'coordinates.lng',
    'phone',
    'timezone',
    ...WEEKDAYS.flatMap((day) => [`hours.${day}`, ...PERIOD_FIELDS(`hours.${day}`)]),
    ...Array.from({ length: exceptionCount }, (_, index) => [
      `exceptions.${index}.date`,
      `exceptions.${index}.hours`,
      `exceptions.${index}.note`,
      ...PERIOD_FIELDS(`exceptions.${index}.hours`),
    ]).flat(),
  ];
  // The names are built from the body's shape above; react-hook-form types them only as literals.
  return names as Path<ShopFormInput>[];
}

import {
  ACCOUNT_TIMEZONES,
  ACCOUNT_US_STATES,
  type CompanyDetails,
  type CompanyDetailsInput,
} from '@console/contract';
import type { DefaultValues } from 'react-hook-form';
import { humanise, timezoneLabel } from '../../shared/display.logic';

/** One line of the details page: a label and its text, or null where the company has not said. */
export interface CompanyFact {
  label: string;
  value: string | null;
  /** The value is an address to open (the website). */
  link?: boolean;
}

/** The address on one or two lines: street (and suite), then "City, ST 12345". Null when nothing is given. */
export function addressText(address: CompanyDetails['address']): string | null {
  const town = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [[address.street, address.street2].filter(Boolean).join(', '), town].filter(Boolean);
  return lines.length > 0 ? lines.join('\n') : null;
}

/** What the details page lists of a company, in order. */
export function companyFacts(details: CompanyDetails): CompanyFact[] {
  return [
    { label: 'Display name', value: details.displayName },
    { label: 'Legal name', value: details.legalName },
    { label: 'EIN', value: details.ein },
    { label: 'Website', value: details.website, link: true },
    { label: 'Phone', value: details.phone },
    { label: 'E-mail', value: details.email },
    { label: 'Address', value: addressText(details.address) },
    { label: 'Time zone', value: timezoneLabel(details.timezone) },
    { label: 'Status', value: humanise(details.status) },
  ];
}

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => option === value);

/** The edit form's first values: what is stored, '' for what is not; a state or zone not offered is unset. */
export function detailsFormValues(details: CompanyDetails): DefaultValues<CompanyDetailsInput> {
  const { address } = details;
  return {
    legalName: details.legalName ?? '',
    displayName: details.displayName,
    ein: details.ein ?? '',
    website: details.website ?? '',
    phone: details.phone ?? '',
    logo: details.logo,
    address: {
      street: address.street ?? '',
      street2: address.street2 ?? '',
      city: address.city ?? '',
      state: oneOf(ACCOUNT_US_STATES, address.state),
      zip: address.zip ?? '',
    },
    timezone: oneOf(ACCOUNT_TIMEZONES, details.timezone),
  };
}

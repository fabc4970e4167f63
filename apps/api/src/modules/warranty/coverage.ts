// Coverage arithmetic (domain §2.3): which term covers each component of a unit, and from when to when.
// Pure functions on ISO dates (YYYY-MM-DD), computed in UTC so no time zone moves a date.
import type { ComponentType, WarrantyStartBasis } from '@console/contract';

export interface TermLine {
  id: number;
  productId: number | null;
  code: string;
  componentType: string;
  durationMonths: number | null;
  startBasis: string;
  laborCoveredPct: number;
  partsCoveredPct: number;
  effectiveFrom: string;
  effectiveTo: string | null;
}

export interface ComputedCoverage {
  termId: number;
  termCode: string;
  componentType: ComponentType;
  startsOn: string;
  endsOn: string | null;
  laborCoveredPct: number;
  partsCoveredPct: number;
}

const DAY_MS = 86_400_000;

function utc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * The last day covered by `months` months from `start`: the day before the same date `months` later. A
 * start day the target month lacks (Jan 31 + 1 month) covers that whole month (to Feb 28/29).
 */
export function coverageEnd(start: string, months: number): string {
  const from = utc(start);
  const monthIndex = from.getUTCMonth() + months;
  const year = from.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end =
    from.getUTCDate() > lastDay
      ? Date.UTC(year, month, lastDay)
      : Date.UTC(year, month, from.getUTCDate()) - DAY_MS;
  return new Date(end).toISOString().slice(0, 10);
}

/** An ISO date `days` days after `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  return new Date(utc(isoDate).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

function inEffect(term: TermLine, on: string): boolean {
  return term.effectiveFrom <= on && (term.effectiveTo === null || term.effectiveTo >= on);
}

/**
 * One coverage per component of the product that a term in effect on the purchase date covers. A term for
 * this product wins over a brand-wide one; among equals the latest version (effective_from) wins.
 */
export function computeCoverages(
  terms: TermLine[],
  componentTypes: ComponentType[],
  productId: number,
  purchaseDate: string,
  registrationDate: string,
): ComputedCoverage[] {
  const rank = (term: TermLine) => `${term.productId === productId ? 1 : 0}${term.effectiveFrom}`;
  const coverages: ComputedCoverage[] = [];
  for (const componentType of componentTypes) {
    const [term] = terms
      .filter(
        (line) =>
          line.componentType === componentType &&
          (line.productId === null || line.productId === productId) &&
          inEffect(line, purchaseDate),
      )
      .sort((a, b) => (rank(a) < rank(b) ? 1 : rank(a) > rank(b) ? -1 : b.id - a.id));
    if (!term) continue;
    const startsOn =
      (term.startBasis as WarrantyStartBasis) === 'registration_date' ? registrationDate : purchaseDate;
    coverages.push({
      termId: term.id,
      termCode: term.code,
      componentType,
      startsOn,
      endsOn: term.durationMonths === null ? null : coverageEnd(startsOn, term.durationMonths),
      laborCoveredPct: term.laborCoveredPct,
      partsCoveredPct: term.partsCoveredPct,
    });
  }
  return coverages;
}

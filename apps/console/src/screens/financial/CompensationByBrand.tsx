import type { BrandCompensation } from '@console/contract';
import { Empty, vars } from '@console/ui';
import styled from 'styled-components';
import { MoneyCell } from '../../shared/money/MoneyCell';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 8px 12px;
    border-bottom: 1px solid ${vars.borderLight};
    text-align: left;
  }
  th {
    color: ${vars.textSecondary};
    font-weight: 500;
  }
  .number {
    text-align: right;
  }
`;

const MONEY_COLUMNS = [
  ['totalCents', 'Total'],
  ['pendingCents', 'Pending'],
  ['availableCents', 'Available'],
  ['inPayoutCents', 'In a payout'],
  ['paidOutCents', 'Paid out'],
] as const;

/** Claim compensation of the period per brand, by where the money is now. */
export function CompensationByBrand({ brands }: { brands: readonly BrandCompensation[] }) {
  if (brands.length === 0)
    return <Empty description="No claim compensation in this period." imageSize={60} />;
  return (
    <Table aria-label="Compensation per brand">
      <thead>
        <tr>
          <th>Brand</th>
          <th className="number">Claims</th>
          {MONEY_COLUMNS.map(([key, label]) => (
            <th key={key} className="number">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {brands.map((brand) => (
          <tr key={brand.brandId}>
            <td>{brand.brandName}</td>
            <td className="number">{brand.claims.toLocaleString('en-US')}</td>
            {MONEY_COLUMNS.map(([key]) => (
              <td key={key}>
                <MoneyCell cents={brand[key]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

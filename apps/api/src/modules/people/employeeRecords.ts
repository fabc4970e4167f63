// The employee row every brand or retailer user has (domain §2.2 Employee): written with the user, by
// registration, a brand's approval, an invitation and the demo data.
import { EmployeePosition, employees, type users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

type UserFields = Pick<typeof users.$inferSelect, 'id' | 'companyId' | 'email' | 'firstName' | 'lastName'>;

/** The employee row of a new login (its position 'other' until someone sets it); returns its id. */
export async function addEmployeeForUser(
  tx: Pick<Transaction, 'insert'>,
  user: UserFields,
  position: string = EmployeePosition.other,
): Promise<number> {
  const [row] = await tx
    .insert(employees)
    .values({
      companyId: user.companyId,
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      position,
    })
    .returning({ id: employees.id });
  if (!row) throw new Error('the employee row was not written');
  return row.id;
}

import type { DictEntry } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { configs, dictData } from '../../db/schema.ts';

/** The active entries of a dictionary in display order; an unknown type has none. */
export function dictEntries(db: Database, type: string): Promise<DictEntry[]> {
  return db
    .select({
      dictLabel: dictData.label,
      dictValue: dictData.value,
      listClass: dictData.listClass,
      cssClass: dictData.cssClass,
      dictSort: dictData.sort,
      dictType: dictData.dictType,
    })
    .from(dictData)
    .where(and(eq(dictData.dictType, type), eq(dictData.active, true)))
    .orderBy(asc(dictData.sort), asc(dictData.id));
}

/** The value of a configuration key, or undefined when the key does not exist. */
export async function configValue(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: configs.value }).from(configs).where(eq(configs.key, key));
  return row?.value;
}

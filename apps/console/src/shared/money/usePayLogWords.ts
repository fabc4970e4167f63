import { useDict } from '@console/core';
import type { DictTagOption } from '@console/ui';
import { useMemo } from 'react';
import { useDictionaries } from '../useDictionaries';
import { PAY_LOG_CATEGORY_DICT, PAY_LOG_STATUS_DICT, payLogStatusOptions } from './payLogWords';

const NONE: readonly never[] = [];

/** The payment-log dictionaries: status tags (the known ones until loaded) and category labels. */
export function usePayLogWords(): {
  statusOptions: readonly DictTagOption[];
  categoryOptions: readonly DictTagOption[];
} {
  const dicts = useDict(useDictionaries(), PAY_LOG_STATUS_DICT, PAY_LOG_CATEGORY_DICT);
  const statuses = dicts[PAY_LOG_STATUS_DICT];
  const statusOptions = useMemo(() => payLogStatusOptions(statuses ?? NONE), [statuses]);
  return { statusOptions, categoryOptions: dicts[PAY_LOG_CATEGORY_DICT] ?? NONE };
}

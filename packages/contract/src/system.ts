import { z } from 'zod';

/** `GET /system/dict/data/type/{type}`: dictionary types are snake_case names such as `warranty_status`. */
export const dictTypeParams = z.object({
  type: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_]+$/, 'Use lowercase letters, digits and underscores only.')
    .describe('Dictionary type, e.g. warranty_status'),
});

export type DictTypeParams = z.infer<typeof dictTypeParams>;

/** One dictionary entry as the console's dictionary loader reads it (dictLabel / dictValue, tag style). */
export const dictEntry = z.object({
  dictLabel: z.string(),
  dictValue: z.string(),
  listClass: z.string().describe('Tag style: default, primary, success, info, warning or danger'),
  cssClass: z.string(),
  dictSort: z.number().int(),
  dictType: z.string(),
});

export type DictEntry = z.infer<typeof dictEntry>;

/** `GET /system/config/configKey/{key}`: keys are dotted names such as `sys.account.registerUser`. */
export const configKeyParams = z.object({
  key: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes and underscores only.')
    .describe('Configuration key, e.g. sys.account.registerUser'),
});

export type ConfigKeyParams = z.infer<typeof configKeyParams>;

export * from './account.ts';
export * from './auth.ts';
export {
  type Envelope,
  envelope,
  fieldErrors,
  optionalInput,
  type PageQuery,
  pageOf,
  pageQuery,
} from './envelope.ts';
export * from './files.ts';
export * from './money.ts';
export * from './system.ts';

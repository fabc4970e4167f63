export { type Envelope, envelope, fieldErrors, type PageQuery, pageOf, pageQuery } from './envelope';

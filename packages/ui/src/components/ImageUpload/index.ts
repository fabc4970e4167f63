export type { UploadFn, UploadResult } from '../upload-shared';
export { ImageUpload, type ImageUploadProps } from './ImageUpload';

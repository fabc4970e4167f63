export type { UploadFn, UploadResult } from '../upload-shared';
export { FileUpload, type FileUploadProps } from './FileUpload';

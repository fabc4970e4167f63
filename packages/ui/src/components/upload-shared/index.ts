export {
  EntryActions,
  FileInput,
  IconButton,
  ProgressBar,
  RemoveButton,
  UploadErrors,
  UploadRoot,
  UploadTip,
} from './parts';
export {
  acceptAttribute,
  checkSelection,
  entryKeys,
  fileNameFromUrl,
  type PendingUpload,
  type UploadFn,
  type UploadResult,
  type UploadRules,
  type UploadTexts,
} from './upload.logic';
export { useFileDrop, useReorderDrag } from './useDragAndDrop';
export { type UploadControlProps, useUploadControl } from './useUploadControl';
export { type UploadList, type UploadListOptions, useUploadList } from './useUploadList';
export { WithFeedback } from './WithFeedback';

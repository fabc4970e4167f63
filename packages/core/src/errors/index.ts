export { type CatalogueCode, catalogueMessage, errorCatalogue, httpMessages } from './httpMessages';
export {
  fileFormatMessage,
  fileTooLargeMessage,
  imageTooLargeMessage,
  type MessageKey,
  messages,
  tooManyFilesMessage,
} from './messages';

export { type CatalogueCode, catalogueMessage, errorCatalogue } from './errorCatalogue';
export { httpMessages } from './httpMessages';
export {
  fileFormatMessage,
  fileTooLargeMessage,
  imageTooLargeMessage,
  type MessageKey,
  messages,
  tooManyFilesMessage,
} from './messages';

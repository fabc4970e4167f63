export {
  type CatalogueCode,
  catalogueMessage,
  errorCatalogue,
  fileFormatMessage,
  fileTooLargeMessage,
  imageTooLargeMessage,
  type MessageKey,
  messages,
  pageTitle,
  tooManyFilesMessage,
} from './messages';

import { messages as coreMessages } from '@console/core';
import { controlMessages } from './controlMessages';

/**
 * Every string the UI shows, in one catalogue. The spec's strings (spec §5, §8) are the defaults, copied
 * from @console/core; labels the spec does not name are English. `{name}` marks a value filled in by
 * `formatMessage`. Apps override any entry through <MessagesProvider messages={...}>.
 */
export const uiMessages = {
  ...coreMessages,
  ...controlMessages,

  fileFormat: '文件格式不正确, 请上传{types}格式文件!',
  fileTooLarge: '上传文件大小不能超过 {n} MB!',
  imageTooLarge: '上传头像图片大小不能超过 {n} MB!',
  tooManyFiles: '上传文件数量不能超过 {n} 个!',

  close: 'Close',
  ok: 'OK',
  cancel: 'Cancel',
  loading: 'Loading',
  noData: 'No data',

  toggleSidebar: 'Toggle sidebar',
  mainNavigation: 'Main navigation',
  breadcrumb: 'Breadcrumb',
  breadcrumbHome: 'HOME',
  more: 'More',
  search: 'Search',
  searchPlaceholder: 'Search pages and commands',
  searchNoResults: 'No matches',
  /** The header search's sections (the command palette). */
  searchPages: 'Pages',
  searchTabs: 'Open tabs',
  searchScreenCommands: 'On this page',
  searchCommands: 'Commands',
  /** Announced to screen readers as the results change. */
  searchResultOne: '1 result',
  searchResultCount: '{count} results',
  /** The layout's own palette commands. */
  commandSize: 'Size: {size}',
  commandSwitchSize: 'switch size',
  fullscreen: 'Fullscreen',
  exitFullscreen: 'Exit fullscreen',
  size: 'Size',
  sizeDefault: 'Default',
  sizeMedium: 'Medium',
  sizeSmall: 'Small',
  sizeMini: 'Mini',
  userMenu: 'Account',
  logout: 'Log out',
  onsiteService: 'Onsite Service',
  companyDetails: 'Company Details',
  profile: 'Profile',
  layoutSettings: 'Layout settings',
  balance: 'Balance',

  tabs: 'Open pages',
  tagsRefresh: 'Refresh',
  tagsClose: 'Close',
  tagsCloseOthers: 'Close Others',
  tagsCloseLeft: 'Close Left',
  tagsCloseRight: 'Close Right',
  tagsCloseAll: 'Close All',
  tagsCloseTab: 'Close {title}',

  settingsTitle: 'Page style settings',
  settingsThemeColor: 'Theme colour',
  settingsSideTheme: 'Sidebar theme',
  settingsSideDark: 'Dark sidebar',
  settingsSideLight: 'Light sidebar',
  settingsLayout: 'Layout',
  settingsTopNav: 'Top navigation',
  settingsTagsView: 'Tags view',
  settingsFixedHeader: 'Fixed header',
  settingsSidebarLogo: 'Sidebar logo',
  settingsDynamicTitle: 'Dynamic title',
  settingsSave: 'Save',
  settingsReset: 'Reset',
  settingsCustomColor: 'Custom colour',

  paginationLabel: 'Pagination',
  paginationTotal: 'Total {total}',
  paginationPageSize: '{size}/page',
  paginationPrev: 'Previous page',
  paginationNext: 'Next page',
  paginationPage: 'Page {page}',
  paginationMorePrev: 'Previous {n} pages',
  paginationMoreNext: 'Next {n} pages',
  paginationGoTo: 'Go to',
  paginationPageSizeLabel: 'Items per page',

  uploadSelectFile: 'Select file',
  uploadSelectImage: 'Add image',
  uploadTip: 'Up to {count} files of at most {size} MB, in the format {types}',
  /** The tip when a single file is allowed. */
  uploadTipOne: 'Up to {count} file of at most {size} MB, in the format {types}',
  uploadRemove: 'Remove',
  uploadPreview: 'Preview',
  uploading: 'Uploading',
  uploadMoveUp: 'Move up',
  uploadMoveDown: 'Move down',
  uploadDropHint: 'or drop files here',

  editorToolbar: 'Formatting',
  editorBold: 'Bold',
  editorItalic: 'Italic',
  editorUnderline: 'Underline',
  editorStrike: 'Strikethrough',
  editorHeading: 'Heading',
  editorBulletList: 'Bulleted list',
  editorOrderedList: 'Numbered list',
  editorBlockquote: 'Quote',
  editorCode: 'Code block',
  editorLink: 'Link',
  editorLinkPrompt: 'Link address',
  editorLinkInvalid: 'Enter an address starting with http://, https://, mailto: or tel:',
  editorImage: 'Insert image',
  editorUndo: 'Undo',
  editorRedo: 'Redo',
  editorClear: 'Clear formatting',

  tableSelectAll: 'Select all rows',
  tableSelectRow: 'Select row',
  tableSortAscending: 'Sort ascending',
  tableSortDescending: 'Sort descending',

  selectPlaceholder: 'Select',
  datePlaceholder: 'Select date',
  dateRangeStart: 'Start date',
  dateRangeEnd: 'End date',
  dateRangeSeparator: 'to',
} as const;

export type UiMessageKey = keyof typeof uiMessages;
export type UiMessages = Record<UiMessageKey, string>;

/** English for the strings the spec gives in Chinese. */
export const englishMessages: Partial<UiMessages> = {
  sessionExpiredTitle: 'System prompt',
  sessionExpiredText: 'Your session has expired. You can stay on this page, or log in again.',
  sessionExpiredRelogin: 'Log in again',
  sessionExpiredStay: 'Cancel',
  confirmTitle: 'System prompt',
  confirmOk: 'OK',
  confirmCancel: 'Cancel',
  fullscreenUnsupported: 'Your browser does not support fullscreen',
  downloading: 'Downloading data, please wait',
  downloadFailed: 'The download failed, please contact the administrator!',
  uploadFileFailed: 'Upload failed, please try again',
  uploadImageFailed: 'Image upload failed, please try again',
  imageInsertFailed: 'Inserting the image failed',
  imageFormatWrong: 'Wrong image format!',
  editorPlaceholder: 'Enter content',
  settingsSaving: 'Saving to this browser, please wait...',
  settingsResetting: 'Clearing the saved settings and reloading, please wait...',
  fileFormat: 'Wrong file format, please upload {types} files!',
  fileTooLarge: 'The file may not exceed {n} MB!',
  imageTooLarge: 'The image may not exceed {n} MB!',
  tooManyFiles: 'No more than {n} files can be uploaded!',
};

/** Fills `{name}` placeholders; unknown names stay as written so a missing value is visible. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

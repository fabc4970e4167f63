import { httpMessages } from './httpMessages';

/**
 * Every user-facing string of spec §5 and §8, exactly as the spec writes them. UI packages may
 * translate them, but these are the defaults and tests assert them character for character.
 */
export const messages = {
  ...httpMessages,
  confirmTitle: '系统提示',
  confirmOk: '确定',
  confirmCancel: '取消',

  logoutConfirm: 'Are you sure to log out and exit the system?',
  logoutTitle: 'Tips',
  logoutOk: 'Confirm',
  logoutCancel: 'Cancel',

  switchSizeSuccess: 'Switch Size Success',
  fullscreenUnsupported: '你的浏览器不支持全屏',
  balanceLoading: 'Loading...',
  iframeLoading: 'Please wait while the page is loading!',

  uploadFileFailed: '上传文件失败，请重试',
  uploadImageFailed: '上传图片失败，请重试',
  imageInsertFailed: '图片插入失败',
  imageFormatWrong: '图片格式错误!',
  editorPlaceholder: '请输入内容',

  settingsSaving: '正在保存到本地，请稍候...',
  settingsResetting: '正在清除设置缓存并刷新，请稍候...',

  permiValueRequired:
    'A permission check needs a non-empty array of permission codes, for example ["system:user:add"].',
  roleValueRequired: 'A role check needs a non-empty array of role keys, for example ["admin"].',
} as const;

export type MessageKey = keyof typeof messages;

/** '文件格式不正确, 请上传doc/xls/pdf格式文件!' — types joined with '/'. */
export function fileFormatMessage(types: readonly string[]): string {
  return `文件格式不正确, 请上传${types.join('/')}格式文件!`;
}

/** '上传文件大小不能超过 5 MB!' */
export function fileTooLargeMessage(megabytes: number): string {
  return `上传文件大小不能超过 ${megabytes} MB!`;
}

/** '上传头像图片大小不能超过 5 MB!' */
export function imageTooLargeMessage(megabytes: number): string {
  return `上传头像图片大小不能超过 ${megabytes} MB!`;
}

/** '上传文件数量不能超过 5 个!' */
export function tooManyFilesMessage(count: number): string {
  return `上传文件数量不能超过 ${count} 个!`;
}

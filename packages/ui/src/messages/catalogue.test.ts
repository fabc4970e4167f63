import {
  fileFormatMessage,
  fileTooLargeMessage,
  imageTooLargeMessage,
  messages,
  tooManyFilesMessage,
} from '@console/core';
import { describe, expect, it } from 'vitest';
import { englishMessages, formatMessage, uiMessages } from './catalogue';

describe('UI message catalogue', () => {
  it('fills templates to the spec strings exactly', () => {
    expect(formatMessage(uiMessages.fileFormat, { types: 'doc/xls/ppt/txt/pdf' })).toBe(
      fileFormatMessage(['doc', 'xls', 'ppt', 'txt', 'pdf']),
    );
    expect(formatMessage(uiMessages.fileFormat, { types: 'png/jpg/jpeg' })).toBe(
      '文件格式不正确, 请上传png/jpg/jpeg格式文件!',
    );
    expect(formatMessage(uiMessages.fileTooLarge, { n: 5 })).toBe(fileTooLargeMessage(5));
    expect(formatMessage(uiMessages.imageTooLarge, { n: 5 })).toBe(imageTooLargeMessage(5));
    expect(formatMessage(uiMessages.tooManyFiles, { n: 5 })).toBe(tooManyFilesMessage(5));
    expect(formatMessage(uiMessages.tooManyFiles, { n: 5 })).toBe('上传文件数量不能超过 5 个!');
  });

  it('carries every core message unchanged', () => {
    for (const [key, value] of Object.entries(messages)) {
      expect(uiMessages[key as keyof typeof messages]).toBe(value);
    }
    expect(uiMessages.logoutConfirm).toBe('Are you sure to log out and exit the system?');
    expect(uiMessages.confirmTitle).toBe('系统提示');
  });

  it('offers English for every Chinese default', () => {
    const chinese = Object.entries(uiMessages).filter(([, value]) => /[\u4e00-\u9fff]/.test(value));
    for (const [key] of chinese) {
      expect(englishMessages[key as keyof typeof uiMessages], key).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('leaves unknown placeholders visible', () => {
    expect(formatMessage('Total {total}', {})).toBe('Total {total}');
  });
});

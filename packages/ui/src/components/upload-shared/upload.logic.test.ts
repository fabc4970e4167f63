import { UPLOAD_LIMITS } from '@console/core';
import { describe, expect, it } from 'vitest';
import { uiMessages } from '../../messages';
import {
  acceptAttribute,
  checkSelection,
  clampPercent,
  entryKeys,
  fileExtension,
  fileNameFromUrl,
  moveItem,
  pendingReducer,
  removeAt,
  settleUpload,
} from './upload.logic';

const MB = 1024 * 1024;
const fileRules = { limit: 5, fileSize: 5, fileType: UPLOAD_LIMITS.fileTypes };
const imageRules = { limit: 5, fileSize: 5, fileType: UPLOAD_LIMITS.imageTypes };
const fileTexts = {
  fileFormat: uiMessages.fileFormat,
  tooLarge: uiMessages.fileTooLarge,
  tooManyFiles: uiMessages.tooManyFiles,
};
const imageTexts = { ...fileTexts, tooLarge: uiMessages.imageTooLarge };
const file = (name: string, size = 100) => ({ name, size });

describe('checkSelection', () => {
  it('accepts a file of exactly 5 MB and refuses one byte more', () => {
    expect(checkSelection([file('a.pdf', 5 * MB)], 0, fileRules, fileTexts)).toEqual({
      accepted: [file('a.pdf', 5 * MB)],
      errors: [],
    });
    expect(checkSelection([file('a.pdf', 5 * MB + 1)], 0, fileRules, fileTexts)).toEqual({
      accepted: [],
      errors: ['上传文件大小不能超过 5 MB!'],
    });
  });

  it('uses the avatar wording for a too-large image', () => {
    expect(checkSelection([file('a.png', 5 * MB + 1)], 0, imageRules, imageTexts).errors).toEqual([
      '上传头像图片大小不能超过 5 MB!',
    ]);
  });

  it('accepts 5 files and refuses a selection that would make 6, before anything is sent', () => {
    const five = ['1', '2', '3', '4', '5'].map((n) => file(`${n}.pdf`));
    expect(checkSelection(five, 0, fileRules, fileTexts).accepted).toHaveLength(5);
    expect(checkSelection([file('6.pdf')], 5, fileRules, fileTexts)).toEqual({
      accepted: [],
      errors: ['上传文件数量不能超过 5 个!'],
    });
    expect(checkSelection([file('a.pdf'), file('b.pdf')], 4, fileRules, fileTexts).accepted).toEqual([]);
  });

  it('matches types case-insensitively by extension', () => {
    expect(checkSelection([file('REPORT.PDF')], 0, fileRules, fileTexts).accepted).toHaveLength(1);
    expect(checkSelection([file('photo.JPEG')], 0, imageRules, imageTexts).accepted).toHaveLength(1);
  });

  it('refuses docx for the default types with the exact message', () => {
    expect(checkSelection([file('contract.docx')], 0, fileRules, fileTexts)).toEqual({
      accepted: [],
      errors: ['文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!'],
    });
    expect(checkSelection([file('x.gif')], 0, imageRules, imageTexts).errors).toEqual([
      '文件格式不正确, 请上传png/jpg/jpeg格式文件!',
    ]);
  });

  it('refuses a name without an extension and one whose type only contains an allowed one', () => {
    expect(
      checkSelection(
        [file('pdf'), file('x.apng')],
        0,
        { ...imageRules, fileType: ['pdf', 'png'] },
        fileTexts,
      ),
    ).toMatchObject({ accepted: [] });
  });

  it('accepts any type when the list of types is empty', () => {
    expect(
      checkSelection([file('a.exe')], 0, { ...fileRules, fileType: [] }, fileTexts).accepted,
    ).toHaveLength(1);
  });

  it('passes the good files of a mixed selection and reports each distinct problem once', () => {
    const result = checkSelection(
      [file('a.pdf'), file('b.exe'), file('c.exe'), file('d.pdf', 6 * MB)],
      0,
      fileRules,
      fileTexts,
    );
    expect(result.accepted).toEqual([file('a.pdf')]);
    expect(result.errors).toEqual([
      '文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!',
      '上传文件大小不能超过 5 MB!',
    ]);
  });

  it('reports a custom limit and size in the messages', () => {
    expect(
      checkSelection([file('a.pdf'), file('b.pdf')], 0, { ...fileRules, limit: 1 }, fileTexts).errors,
    ).toEqual(['上传文件数量不能超过 1 个!']);
    expect(
      checkSelection([file('a.pdf', 3 * MB)], 0, { ...fileRules, fileSize: 2 }, fileTexts).errors,
    ).toEqual(['上传文件大小不能超过 2 MB!']);
  });
});

describe('settleUpload', () => {
  it('stores the url of a code-200 answer, or its fileName when there is no url', () => {
    expect(settleUpload({ code: 200, url: 'http://x/a.pdf', fileName: '/a.pdf' }, false)).toEqual({
      kind: 'done',
      value: 'http://x/a.pdf',
    });
    expect(settleUpload({ code: 200, fileName: '/profile/a.pdf' }, false)).toEqual({
      kind: 'done',
      value: '/profile/a.pdf',
    });
  });

  it('treats any other code, a missing file and a rejection as an error', () => {
    expect(settleUpload({ code: 500, msg: 'no' }, false)).toEqual({ kind: 'error' });
    expect(settleUpload({ code: 200 }, false)).toEqual({ kind: 'error' });
    expect(settleUpload(undefined, false)).toEqual({ kind: 'error' });
  });

  it('treats an aborted upload as cancelled whatever it answered', () => {
    expect(settleUpload({ code: 200, url: '/a' }, true)).toEqual({ kind: 'cancelled' });
    expect(settleUpload(undefined, true)).toEqual({ kind: 'cancelled' });
  });
});

describe('pendingReducer', () => {
  it('tracks each upload on its own until it settles', () => {
    let state = pendingReducer([], { type: 'start', id: 'a', name: 'a.pdf' });
    state = pendingReducer(state, { type: 'start', id: 'b', name: 'b.pdf' });
    state = pendingReducer(state, { type: 'progress', id: 'a', percent: 42.4 });
    expect(state).toEqual([
      { id: 'a', name: 'a.pdf', percent: 42 },
      { id: 'b', name: 'b.pdf', percent: 0 },
    ]);
    state = pendingReducer(state, { type: 'settle', id: 'b' });
    expect(state).toEqual([{ id: 'a', name: 'a.pdf', percent: 42 }]);
    expect(pendingReducer(state, { type: 'settle', id: 'a' })).toEqual([]);
  });
});

describe('list helpers', () => {
  it('clamps progress to 0..100', () => {
    expect([clampPercent(-3), clampPercent(150), clampPercent(Number.NaN), clampPercent(99.6)]).toEqual([
      0, 100, 0, 100,
    ]);
  });

  it('moves an entry and ignores moves out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('removes by index, so one of two equal entries goes', () => {
    expect(removeAt(['a', 'b', 'a'], 2)).toEqual(['a', 'b']);
  });

  it('names a file by the last segment of its URL', () => {
    expect(fileNameFromUrl('/profile/upload/2026/06/10/name_20260610A001.png')).toBe('name_20260610A001.png');
    expect(fileNameFromUrl('https://cdn.example.com/a/%E5%8F%91%E7%A5%A8.pdf?x=1#top')).toBe('发票.pdf');
    expect(fileNameFromUrl('plain.txt')).toBe('plain.txt');
  });

  it('gives repeated values distinct keys', () => {
    expect(entryKeys(['a', 'b', 'a'])).toEqual(['a#0', 'b#0', 'a#1']);
  });

  it('builds the accept attribute and reads extensions', () => {
    expect(acceptAttribute(['doc', 'PDF'])).toBe('.doc,.pdf');
    expect([fileExtension('a.b.PDF'), fileExtension('README')]).toEqual(['pdf', '']);
  });
});

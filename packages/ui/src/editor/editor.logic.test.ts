import { UPLOAD_LIMITS } from '@console/core';
import { describe, expect, it } from 'vitest';
import { uiMessages } from '../messages';
import {
  acceptedImageTypes,
  toCssSize,
  trimTrailingEmptyParagraphs,
  validateEditorImage,
} from './editor.logic';

const rules = { types: UPLOAD_LIMITS.editorImageMimeTypes, sizeMb: UPLOAD_LIMITS.editorImageSizeMb };
const MB = 1024 * 1024;
const file = (type: string, size = 1000) => ({ type, size });

describe('validateEditorImage', () => {
  it('accepts the spec types', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/svg']) {
      expect(validateEditorImage(file(type), rules, uiMessages)).toBeNull();
    }
  });

  it('accepts image/svg+xml, the type browsers report for .svg files', () => {
    expect(validateEditorImage(file('image/svg+xml'), rules, uiMessages)).toBeNull();
  });

  it('refuses other types with the spec message', () => {
    expect(validateEditorImage(file('image/gif'), rules, uiMessages)).toBe('图片格式错误!');
    expect(validateEditorImage(file('image/webp'), rules, uiMessages)).toBe('图片格式错误!');
    expect(validateEditorImage(file(''), rules, uiMessages)).toBe('图片格式错误!');
  });

  it('compares types case-insensitively', () => {
    expect(validateEditorImage(file('IMAGE/PNG'), rules, uiMessages)).toBeNull();
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(validateEditorImage(file('image/png', 5 * MB), rules, uiMessages)).toBeNull();
    expect(validateEditorImage(file('image/png', 5 * MB + 1), rules, uiMessages)).toBe(
      '上传文件大小不能超过 5 MB!',
    );
  });

  it('uses the given limit in the message', () => {
    expect(validateEditorImage(file('image/png', 2 * MB + 1), { ...rules, sizeMb: 2 }, uiMessages)).toBe(
      '上传文件大小不能超过 2 MB!',
    );
  });

  it('reports the type before the size', () => {
    expect(validateEditorImage(file('image/gif', 6 * MB), rules, uiMessages)).toBe('图片格式错误!');
  });
});

describe('acceptedImageTypes', () => {
  it('adds image/svg+xml to the default list', () => {
    expect(acceptedImageTypes()).toEqual([
      'image/jpeg',
      'image/jpg',
      'image/png',
      'image/svg',
      'image/svg+xml',
    ]);
  });

  it('leaves a list without SVG alone', () => {
    expect(acceptedImageTypes(['image/png'])).toEqual(['image/png']);
  });
});

describe('toCssSize', () => {
  it('turns numbers into px and passes CSS through', () => {
    expect(toCssSize(300)).toBe('300px');
    expect(toCssSize('20rem')).toBe('20rem');
    expect(toCssSize(undefined)).toBeUndefined();
  });
});

describe('trimTrailingEmptyParagraphs', () => {
  it('drops the empty paragraphs the editor keeps at the end', () => {
    expect(trimTrailingEmptyParagraphs('<h2>Title</h2><p></p>')).toBe('<h2>Title</h2>');
    expect(trimTrailingEmptyParagraphs('<p>a</p><p></p><p></p>')).toBe('<p>a</p>');
  });

  it('keeps empty paragraphs between content', () => {
    expect(trimTrailingEmptyParagraphs('<p>a</p><p></p><p>b</p>')).toBe('<p>a</p><p></p><p>b</p>');
  });
});

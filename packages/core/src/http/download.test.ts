import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  baseName,
  downloadErrorMessages,
  downloadErrorText,
  downloadFilename,
  isJsonBlob,
  readJsonBody,
  saveBlobToDisk,
} from './download';

describe('download helpers', () => {
  it('maps 401/403/404 from the table, else the server message, else the default', () => {
    expect(downloadErrorMessages).toEqual({
      401: 'Authentication failed, unable to access system resources.',
      403: 'You do not have permission for the current operation.',
      404: 'Resource not found.',
      default: 'Unknown system error, please contact the administrator.',
    });
    expect(downloadErrorText(403, { msg: 'server text' })).toBe(downloadErrorMessages[403]);
    expect(downloadErrorText(500, { msg: 'server text' })).toBe('server text');
    expect(downloadErrorText(500, {})).toBe(downloadErrorMessages.default);
  });

  it('decodes the download-filename header, keeping a malformed one raw', () => {
    expect(downloadFilename('%E6%8A%A5%E8%A1%A8%202026.xlsx', 'x')).toBe('报表 2026.xlsx');
    expect(downloadFilename('100%.csv', 'x')).toBe('100%.csv');
    expect(downloadFilename(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });

  it('recognises JSON blobs with or without a charset', () => {
    expect(isJsonBlob(new Blob(['{}'], { type: 'application/json;charset=UTF-8' }))).toBe(true);
    expect(isJsonBlob(new Blob(['{}'], { type: 'application/octet-stream' }))).toBe(false);
  });

  it('reads JSON from blobs, bytes and text, and gives undefined for anything else', async () => {
    expect(await readJsonBody(new Blob(['{"code":500}']))).toEqual({ code: 500 });
    expect(await readJsonBody(new TextEncoder().encode('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJsonBody('not json')).toBeUndefined();
  });

  it('names a server path by its last segment', () => {
    expect(baseName('/profile/upload/2026/a.png')).toBe('a.png');
    expect(baseName('a.png')).toBe('a.png');
  });
});

describe('saveBlobToDisk', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a temporary <a download> on an object URL, removes it and revokes the URL later', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test-1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const blob = new Blob(['x']);
    saveBlobToDisk(blob, 'report.xlsx');
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:test-1', download: 'report.xlsx', attached: true }]);
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:test-1');
  });
});

/**
 * What the HTTP client says when a call gets no answer, its own code included (the client is fetched with
 * the first call): the page loads these few strings, the client's other ones come with the client.
 */
export const httpFailureMessages = {
  networkErrorTitle: 'ERROR',
  networkErrorMessage: 'An error occurred. Please contact the administrator.',
  downloadFailed: '下载文件出现错误，请联系管理员！',
} as const;

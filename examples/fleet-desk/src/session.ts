/** The signed-in user's token, kept for the browser tab's life (a reload keeps the session). */
const KEY = 'fleet-desk-token';

export const readToken = (): string | null => sessionStorage.getItem(KEY);
export const saveToken = (token: string): void => sessionStorage.setItem(KEY, token);
export const clearToken = (): void => sessionStorage.removeItem(KEY);

import { createDictionaryLoader, type DictionaryLoader, type HttpClient } from '@console/core';
import { useServices } from '../app/ServicesContext';

// One loader per HTTP client, made on first use: its cache and in-flight requests are shared by every
// screen of the app, and the code stays out of the pages that show no dictionary (the sign-in page).
const loaders = new WeakMap<HttpClient, DictionaryLoader>();

/** The app-wide dictionaries of an http client (for a route loader that asks ahead of its screen). */
export function dictionariesOf(http: HttpClient): DictionaryLoader {
  let loader = loaders.get(http);
  if (!loader) {
    loader = createDictionaryLoader(http);
    loaders.set(http, loader);
  }
  return loader;
}

/** The app-wide dictionaries (GET /system/dict/data/type/…), cached and de-duplicated in flight. */
export function useDictionaries(): DictionaryLoader {
  return dictionariesOf(useServices().http);
}

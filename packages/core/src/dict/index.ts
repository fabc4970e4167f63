export {
  createDictionaryLoader,
  type DictEntry,
  type DictionaryLoader,
  type DictOption,
  type DictRecord,
  dictDataPath,
  dictLabel,
  dictLabels,
  dictValueList,
  toDictEntries,
} from './dict';
export { type DictMap, useDict } from './useDict';

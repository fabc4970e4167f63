export { DictTag, type DictTagProps } from './DictTag';
export {
  type DictTagItem,
  type DictTagOption,
  type DictTagParts,
  type DictTagStyle,
  type DictTagType,
  dictTagParts,
} from './dictTag.logic';

export { Tag, type TagEffect, type TagProps, type TagType } from './Tag';

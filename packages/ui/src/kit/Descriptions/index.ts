export {
  Descriptions,
  type DescriptionsColumns,
  type DescriptionsItem,
  type DescriptionsProps,
} from './Descriptions';

export { type TabItem, Tabs, type TabsProps, type TabsType } from './Tabs';

export { Badge, type BadgeProps, type BadgeType } from './Badge';

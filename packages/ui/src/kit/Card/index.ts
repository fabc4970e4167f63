export { Card, type CardProps, type CardShadow } from './Card';

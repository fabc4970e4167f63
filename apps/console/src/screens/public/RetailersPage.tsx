import { PublicFrame } from '../public/PublicFrame';

export function RetailersPage() {
  return <PublicFrame>RetailersPage</PublicFrame>;
}

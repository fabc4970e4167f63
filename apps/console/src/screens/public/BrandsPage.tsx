import { PublicFrame } from '../public/PublicFrame';

export function BrandsPage() {
  return <PublicFrame>BrandsPage</PublicFrame>;
}

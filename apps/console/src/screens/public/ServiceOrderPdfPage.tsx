import { PublicFrame } from '../public/PublicFrame';

export function ServiceOrderPdfPage() {
  return <PublicFrame>ServiceOrderPdfPage</PublicFrame>;
}

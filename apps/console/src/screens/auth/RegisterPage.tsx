import { PublicFrame } from '../public/PublicFrame';

export function RegisterPage() {
  return <PublicFrame>RegisterPage</PublicFrame>;
}

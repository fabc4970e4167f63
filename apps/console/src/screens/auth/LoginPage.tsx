import { PublicFrame } from '../public/PublicFrame';

export function LoginPage() {
  return <PublicFrame>LoginPage</PublicFrame>;
}

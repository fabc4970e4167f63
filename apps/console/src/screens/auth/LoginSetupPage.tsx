import { PublicFrame } from '../public/PublicFrame';

export function LoginSetupPage() {
  return <PublicFrame>LoginSetupPage</PublicFrame>;
}

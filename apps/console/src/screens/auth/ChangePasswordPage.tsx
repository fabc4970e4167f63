import { PublicFrame } from '../public/PublicFrame';

export function ChangePasswordPage() {
  return <PublicFrame>ChangePasswordPage</PublicFrame>;
}

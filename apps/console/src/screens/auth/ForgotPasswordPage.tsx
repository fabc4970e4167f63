import { PublicFrame } from '../public/PublicFrame';

export function ForgotPasswordPage() {
  return <PublicFrame>ForgotPasswordPage</PublicFrame>;
}

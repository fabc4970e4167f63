import { PublicFrame } from '../public/PublicFrame';

export function ProfilePage() {
  return <PublicFrame>ProfilePage</PublicFrame>;
}

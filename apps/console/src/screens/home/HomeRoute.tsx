import { usePageTitle } from '../../app/usePageTitle';
import { PRODUCT_NAME } from '../../product';
import { PublicFrame } from '../public/PublicFrame';
import { HomePage } from './HomePage';

/** /home: the public home page in the public frame (sign in and register are in its bar). */
export function HomeRoute() {
  usePageTitle('Home');
  return (
    <PublicFrame>
      <HomePage product={PRODUCT_NAME} />
    </PublicFrame>
  );
}

import { usePageTitle } from '../../app/usePageTitle';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  usePageTitle('404');
  return (
    <ErrorPage
      code={404}
      heading="This page does not exist"
      text="The address may be mistyped, or the page has moved. Check the address, or go on from one of the links below."
    />
  );
}

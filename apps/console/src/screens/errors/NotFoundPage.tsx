import { usePageTitle } from '../../app/usePageTitle';
import { useSignedIn } from '../../app/useSignedIn';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  usePageTitle('404');
  const signedIn = useSignedIn();
  return (
    <ErrorPage
      signedIn={signedIn}
      code={404}
      heading="This page does not exist"
      text="The address may be mistyped, or the page has moved. Check the address, or go on from one of the links below."
    />
  );
}

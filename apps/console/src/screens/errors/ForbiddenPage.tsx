import { usePageTitle } from '../../app/usePageTitle';
import { useSignedIn } from '../../app/useSignedIn';
import { ErrorPage } from './ErrorPage';

export function ForbiddenPage() {
  usePageTitle('401');
  const signedIn = useSignedIn();
  return (
    <ErrorPage
      signedIn={signedIn}
      code={401}
      heading="You have no access to this page"
      text="This page belongs to another kind of account. If you think you should see it, ask your administrator."
    />
  );
}

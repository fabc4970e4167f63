import type { UrlTimeoutVerifyResult } from '@console/contract';
import { AppLink, Button, Spinner } from '@console/ui';
import { type ReactNode, useEffect, useState } from 'react';
// Plain CSS, no CSS-in-JS runtime: it keeps the sign-in and public pages within their JS budget.
import './SignedLinkNotice.css';

type Check = { state: 'checking' } | { state: 'refused' } | { state: 'failed'; reason: string };

export interface SignedLinkNoticeProps {
  /** The page's heading, e.g. 'Questionnaire'. */
  title: string;
  /** The `sign` of the link; null or blank when the link came without it. */
  sign: string | null;
  /** `POST /bee/urlTimeoutVerify`. */
  verify: (sign: string) => Promise<UrlTimeoutVerifyResult>;
}

/**
 * A page opened from a signed e-mail link, for a document the console does not issue links to yet: it
 * checks the link with the server and says plainly when the link is incomplete, invalid or expired. The
 * server signs only invitation and password links, so no answer opens this page's content: a valid link
 * of another purpose is not a link to this page.
 */
export function SignedLinkNotice({ title, sign, verify }: SignedLinkNoticeProps) {
  const given = sign?.trim() || null;
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry checks the same link again.
  useEffect(() => {
    if (given === null) return;
    let current = true;
    setCheck({ state: 'checking' });
    verify(given).then(
      () => current && setCheck({ state: 'refused' }),
      (reason: unknown) =>
        current && setCheck({ state: 'failed', reason: reason instanceof Error ? reason.message : '' }),
    );
    return () => {
      current = false;
    };
  }, [given, verify, attempt]);

  let body: ReactNode;
  if (given === null) {
    body = (
      <>
        <p>
          <strong>This link is incomplete. Open the link from your e-mail again.</strong>
        </p>
        <p>If your e-mail program split the link over two lines, copy the whole address into the browser.</p>
      </>
    );
  } else if (check.state === 'checking') {
    body = (
      <p className="signed-link-notice__checking" role="status">
        <Spinner />
        Checking your link…
      </p>
    );
  } else if (check.state === 'refused') {
    body = (
      <>
        <p>
          <strong>This link is invalid or has expired.</strong>
        </p>
        <p>Ask whoever sent you the link for a new one.</p>
      </>
    );
  } else {
    body = (
      <div role="alert">
        <p>
          <strong>Your link could not be checked right now.</strong>
        </p>
        {check.reason && <p>{check.reason}</p>}
        <Button variant="primary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className="signed-link-notice">
      <h1>{title}</h1>
      {body}
      <p>
        <AppLink to="/home">Go to the home page</AppLink>
      </p>
    </div>
  );
}

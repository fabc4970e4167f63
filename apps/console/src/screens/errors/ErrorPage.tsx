import { AppLink } from '@console/ui';
import { PublicFrame } from '../public/PublicFrame';
// Plain CSS, no CSS-in-JS runtime: it keeps the sign-in and public pages within their JS budget.
import './ErrorPage.css';

export interface ErrorPageProps {
  code: 401 | 404;
  heading: string;
  text: string;
  /** The visitor is signed in: the frame offers the way back to the console instead of signing in. */
  signedIn: boolean;
}

/** 401 and 404: what happened, and the ways on from here. */
export function ErrorPage({ code, heading, text, signedIn }: ErrorPageProps) {
  return (
    <PublicFrame signedIn={signedIn}>
      <p className="error-page__code" aria-hidden="true">
        {code}
      </p>
      <h1>{heading}</h1>
      <p>{text}</p>
      <p className="error-page__links">
        <AppLink to="/dashboard">Back to the dashboard</AppLink>
        <AppLink to="/home">Home</AppLink>
      </p>
    </PublicFrame>
  );
}

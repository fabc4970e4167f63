import { AppLink, classNames } from '@console/ui';
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
// Plain CSS, no CSS-in-JS runtime: it keeps the sign-in and public pages within their JS budget.
import './AuthParts.css';

export function Heading({ className, ...props }: ComponentProps<'h1'>) {
  return <h1 className={classNames('auth-heading', className)} {...props} />;
}

export function Intro({ className, ...props }: ComponentProps<'p'>) {
  return <p className={classNames('auth-intro', className)} {...props} />;
}

/** The refusal above the submit button. The region is always there, so screen readers announce a new one. */
export function FormMessage({ message }: { message: string | null }) {
  return (
    <div className="auth-form-message" role="alert">
      {message}
    </div>
  );
}

/** A neutral notice (an account still to be set up, a code that was sent). */
export function Notice({ className, ...props }: ComponentProps<'div'>) {
  return <div className={classNames('auth-notice', className)} {...props} />;
}

/** Links under a form ("Forgot password?", "Register", …). */
export function Links({ className, ...props }: ComponentProps<'p'>) {
  return <p className={classNames('auth-links', className)} {...props} />;
}

export function Actions({ className, ...props }: ComponentProps<'div'>) {
  return <div className={classNames('auth-actions', className)} {...props} />;
}

export interface AuthResultProps {
  heading: string;
  children?: ReactNode;
  /** The way on: [label, path] links. */
  links: ReadonlyArray<readonly [label: string, to: string]>;
}

/**
 * A page's end state (done, or a link that cannot be used). Its heading takes the focus, so a screen
 * reader reads what happened instead of the form that is gone.
 */
export function AuthResult({ heading, children, links }: AuthResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div>
      <Heading ref={headingRef} tabIndex={-1}>
        {heading}
      </Heading>
      {children && <Intro>{children}</Intro>}
      <Links>
        {links.map(([label, to]) => (
          <AppLink key={to} to={to}>
            {label}
          </AppLink>
        ))}
      </Links>
    </div>
  );
}

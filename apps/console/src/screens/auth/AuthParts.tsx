import { AppLink, vars } from '@console/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';

export const Heading = styled.h1`
  margin: 0 0 8px;
  font-size: 24px;
  font-weight: 600;
  color: ${vars.text};
`;

export const Intro = styled.p`
  margin: 0 0 24px;
  color: ${vars.textRegular};
  line-height: 1.5;
`;

const Alert = styled.div`
  color: ${vars.dangerText};
  font-size: 14px;
  line-height: 1.5;
  &:not(:empty) {
    margin-bottom: 12px;
    padding: 8px 12px;
    border-radius: ${vars.radius};
    background: ${vars.dangerLight};
  }
`;

/** The refusal above the submit button. The region is always there, so screen readers announce a new one. */
export function FormMessage({ message }: { message: string | null }) {
  return <Alert role="alert">{message}</Alert>;
}

/** A neutral notice (an account still to be set up, a code that was sent). */
export const Notice = styled.div`
  margin: 0 0 18px;
  padding: 8px 12px;
  border-radius: ${vars.radius};
  background: ${vars.primaryLight9};
  color: ${vars.text};
  font-size: 14px;
  line-height: 1.5;
`;

/** Links under a form ("Forgot password?", "Register", …). */
export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 20px 0 0;
  a {
    color: ${vars.primaryReadable};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 8px;
`;

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

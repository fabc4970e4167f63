import { AppLink, vars } from '@console/ui';
import styled from 'styled-components';
import { PublicFrame } from '../public/PublicFrame';

const Code = styled.p`
  margin: 0;
  font-size: 64px;
  font-weight: 700;
  color: ${vars.primaryReadable};
`;

const Links = styled.p`
  display: flex;
  gap: 16px;
  a {
    color: ${vars.primaryReadable};
  }
`;

export interface ErrorPageProps {
  code: 401 | 404;
  heading: string;
  text: string;
}

/** 401 and 404: what happened, and the ways on from here. */
export function ErrorPage({ code, heading, text }: ErrorPageProps) {
  return (
    <PublicFrame>
      <Code aria-hidden="true">{code}</Code>
      <h1>{heading}</h1>
      <p>{text}</p>
      <Links>
        <AppLink to="/dashboard">Back to the dashboard</AppLink>
        <AppLink to="/home">Home</AppLink>
      </Links>
    </PublicFrame>
  );
}

import { css } from 'styled-components';
import { vars } from '../theme';

/** How stored rich text looks, the same while editing (Editor) and when shown (RichTextView). */
export const richTextStyles = css`
  color: ${vars.text};
  font-size: ${vars.fontSize};
  line-height: 1.6;
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p {
    margin: 0 0 0.5em;
  }
  h1,
  h2,
  h3 {
    margin: 0.8em 0 0.4em;
    font-weight: 600;
    line-height: 1.3;
  }
  h1 {
    font-size: 1.6em;
  }
  h2 {
    font-size: 1.35em;
  }
  h3 {
    font-size: 1.15em;
  }
  ul,
  ol {
    margin: 0 0 0.5em;
    padding-left: 1.6em;
  }
  li > p {
    margin: 0;
  }
  blockquote {
    margin: 0 0 0.5em;
    padding-left: 12px;
    border-left: 4px solid ${vars.border};
    color: ${vars.textRegular};
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    background: ${vars.fill};
    border-radius: 3px;
    padding: 0 3px;
  }
  pre {
    margin: 0 0 0.5em;
    padding: 8px 12px;
    overflow-x: auto;
    background: ${vars.fill};
    border-radius: ${vars.radius};
  }
  pre code {
    padding: 0;
    background: none;
  }
  a {
    color: ${vars.primaryReadable};
    text-decoration: underline;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
  hr {
    margin: 1em 0;
    border: none;
    border-top: 1px solid ${vars.border};
  }
`;

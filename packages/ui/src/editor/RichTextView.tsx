import { type HTMLAttributes, useMemo } from 'react';
import styled from 'styled-components';
import { richTextStyles } from './richText.styles';
import { sanitizeHtml } from './sanitize';

export interface RichTextViewProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Stored rich-text HTML; it is sanitised before it reaches the page. */
  html: string | null | undefined;
}

const View = styled.div`
  ${richTextStyles}
`;

/** Shows stored rich text (e.g. the Editor's output) safely, styled like the editor. */
export function RichTextView({ html, ...rest }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify
  return <View {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}

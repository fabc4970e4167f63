import { lazy, Suspense } from 'react';
import type { RichTextViewProps } from '../../editor';

// Only the view and DOMPurify: importing the module directly keeps Tiptap out of this chunk.
const RichTextView = lazy(() =>
  import('../../editor/RichTextView').then((module) => ({ default: module.RichTextView })),
);

/** RichTextView, loaded on demand; renders an empty busy box of the same class until then. */
export function LazyRichTextView(props: RichTextViewProps) {
  return (
    <Suspense fallback={<div className={props.className} aria-busy="true" />}>
      <RichTextView {...props} />
    </Suspense>
  );
}

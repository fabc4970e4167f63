import { lazy, Suspense } from 'react';
import styled, { keyframes } from 'styled-components';
import type { EditorProps } from '../../editor';
import { EDITOR_DEFAULT_MIN_HEIGHT, EDITOR_TOOLBAR_HEIGHT, toCssSize } from '../../editor/editor.logic';
import { useMessages } from '../../messages';
import { vars } from '../../theme';

// Tiptap stays out of the main bundle: the editor entry loads the first time an editor is shown.
const Editor = lazy(() => import('../../editor').then((module) => ({ default: module.Editor })));

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

const Box = styled.div`
  box-sizing: border-box;
  border: 1px solid ${vars.border};
  border-radius: ${vars.radius};
  background: ${vars.surface};
`;

const ToolbarStrip = styled.div`
  box-sizing: border-box;
  height: ${EDITOR_TOOLBAR_HEIGHT}px;
  border-bottom: 1px solid ${vars.border};
  background: ${vars.fill};
`;

const Body = styled.div<{ $height?: string; $minHeight?: string }>`
  height: ${(p) => p.$height ?? 'auto'};
  min-height: ${(p) => p.$minHeight ?? (p.$height ? '0' : `${EDITOR_DEFAULT_MIN_HEIGHT}px`)};
  background: ${vars.fill};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

type SkeletonProps = Pick<EditorProps, 'readOnly' | 'height' | 'minHeight' | 'className'>;

/** The editor's outline while its code loads: same border, toolbar row and height, so nothing jumps. */
function EditorSkeleton({ readOnly, height, minHeight, className }: SkeletonProps) {
  const messages = useMessages();
  return (
    <div className={className}>
      <Box role="status" aria-busy="true">
        <VisuallyHidden>{messages.loading}</VisuallyHidden>
        {!readOnly && <ToolbarStrip />}
        <Body $height={toCssSize(height)} $minHeight={toCssSize(minHeight)} />
      </Box>
    </div>
  );
}

/** The rich-text Editor, loaded on demand (see @console/ui/editor for the props). */
export function LazyEditor(props: EditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton {...props} />}>
      <Editor {...props} />
    </Suspense>
  );
}

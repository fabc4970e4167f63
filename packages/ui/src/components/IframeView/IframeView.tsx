import { type HTMLAttributeReferrerPolicy, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '../../kit/Spinner';
import { useMessages } from '../../messages';
import { vars } from '../../theme';

/**
 * Enough for the external consoles a menu links to (scripts, their own cookies, forms, new windows and
 * downloads) while keeping top-level navigation of the console out of their reach.
 */
export const IFRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/** The content area below the navbar and the tags bar. */
const CONTENT_HEIGHT = `calc(100vh - ${vars.navbarHeight} - ${vars.tagsHeight})`;

const Frame = styled.div`
  position: relative;
  width: 100%;
`;

const Page = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;

const Mask = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 10px;
  background: rgba(255, 255, 255, 0.9);
  color: ${vars.primaryReadable};
`;

const MaskText = styled.p`
  margin: 0;
  font-size: 14px;
`;

export interface IframeViewProps {
  /** Names the frame for screen readers. */
  title: string;
  src?: string;
  /** Inline document instead of `src`. */
  srcDoc?: string;
  /** A number of pixels or any CSS length; default: the viewport below the header. */
  height?: number | string;
  /** Sandbox tokens (default `IFRAME_SANDBOX`); `false` drops the sandbox for fully trusted pages. */
  sandbox?: string | false;
  allow?: string;
  /** 'lazy' defers loading until the frame is near the viewport. */
  loading?: 'eager' | 'lazy';
  referrerPolicy?: HTMLAttributeReferrerPolicy;
  onLoad?: () => void;
  className?: string;
}

/** An external page in the content area, under a loading mask until the page has loaded. */
export function IframeView({
  title,
  src,
  srcDoc,
  height = CONTENT_HEIGHT,
  sandbox = IFRAME_SANDBOX,
  allow,
  loading = 'eager',
  referrerPolicy = 'strict-origin-when-cross-origin',
  onLoad,
  className,
}: IframeViewProps) {
  const text = useMessages();
  const source = srcDoc ?? src ?? '';
  // The mask shows until the current source has loaded, so a new src masks the frame again.
  const [loadedSource, setLoadedSource] = useState<string | null>(null);
  const busy = loadedSource !== source;
  return (
    <Frame className={className} style={{ height }} aria-busy={busy}>
      <Page
        title={title}
        src={src}
        srcDoc={srcDoc}
        sandbox={sandbox === false ? undefined : sandbox}
        allow={allow}
        loading={loading}
        referrerPolicy={referrerPolicy}
        onLoad={() => {
          setLoadedSource(source);
          onLoad?.();
        }}
      />
      {busy && (
        <Mask>
          <Spinner size={32} thickness={3} />
          <MaskText role="status">{text.iframeLoading}</MaskText>
        </Mask>
      )}
    </Frame>
  );
}

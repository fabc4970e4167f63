import { Button, Spinner, vars } from '@console/ui';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type SignaturePadLibrary from 'signature_pad';
import styled from 'styled-components';
import { bitmapSize, scaleStrokes } from './signaturePad.logic';

/** What the form holding the pad asks of it. */
export interface SignaturePadHandle {
  isEmpty(): boolean;
  /** The drawing as a PNG at the screen's resolution, or null when nothing is drawn. */
  toPng(): Promise<Blob | null>;
}

export type LoadSignaturePad = () => Promise<typeof SignaturePadLibrary>;

// The library is needed only when a customer signs: it loads then, in a chunk of its own.
const loadLibrary: LoadSignaturePad = () => import('signature_pad').then((module) => module.default);

export interface SignaturePadProps {
  /** Names the drawing area for assistive technology. */
  label: string;
  /** The message under the pad (the form's or the server's); the frame turns red while it is set. */
  error?: string;
  /** Called with true when the pad is cleared, false once something is drawn. */
  onChange?: (empty: boolean) => void;
  disabled?: boolean;
  ref?: Ref<SignaturePadHandle>;
  /** Loads signature_pad (stories slow it down or make it fail). */
  load?: LoadSignaturePad;
}

const Frame = styled.div<{ $invalid: boolean }>`
  position: relative;
  border: 1px solid ${(p) => (p.$invalid ? vars.danger : vars.border)};
  border-radius: ${vars.radius};
  background: #ffffff;
  max-width: 560px;
`;

const Canvas = styled.canvas`
  display: block;
  width: 100%;
  aspect-ratio: 2 / 1;
  /* Drawing must not scroll or zoom the page. */
  touch-action: none;
  cursor: crosshair;
`;

const Baseline = styled.div`
  position: absolute;
  left: 8%;
  right: 8%;
  bottom: 22%;
  border-bottom: 1px dashed ${vars.border};
  pointer-events: none;
`;

const Overlay = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  margin: 0;
  padding: 12px;
  text-align: center;
  color: ${vars.textRegular};
  background: ${vars.surface};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  max-width: 560px;
  margin-top: 8px;
  color: ${vars.textSecondary};
  font-size: 13px;
  button {
    min-height: 44px;
    min-width: 88px;
  }
`;

const Problem = styled.p`
  margin: 6px 0 0;
  color: ${vars.dangerText};
  font-size: 13px;
  &:empty {
    display: none;
  }
`;

type Loading = 'loading' | 'ready' | 'failed';

/**
 * A canvas the customer signs on with a finger, pen or mouse (signature_pad). Sharp on high-density
 * screens, and a resize (a phone turned sideways) redraws the signature at the new size instead of losing it.
 */
export function SignaturePad({
  label,
  error,
  onChange,
  disabled = false,
  ref,
  load = loadLibrary,
}: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  // signature_pad's on() ends a stroke under way: it is called only to undo an off().
  const turnedOff = useRef(false);
  const [loading, setLoading] = useState<Loading>('loading');
  const [attempt, setAttempt] = useState(0);
  const [empty, setEmpty] = useState(true);
  const changed = useRef(onChange);
  changed.current = onChange;
  // Read when loading starts: a new function from the parent must not start again (and wipe the drawing).
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry loads the library again.
  useEffect(() => {
    let current = true;
    let stop = () => {};
    setLoading('loading');
    loader.current().then(
      (Library) => {
        const canvas = canvasRef.current;
        if (!current || !canvas) return;
        const pad = new Library(canvas, { backgroundColor: '#ffffff', penColor: '#1d2129' });
        padRef.current = pad;
        turnedOff.current = false;
        let width = 0;
        const fit = () => {
          const box = canvas.getBoundingClientRect();
          if (box.width === 0 || box.width === width) return;
          const strokes = pad.toData();
          const size = bitmapSize(box.width, box.height, window.devicePixelRatio);
          canvas.width = size.width;
          canvas.height = size.height;
          canvas.getContext('2d')?.scale(size.scale, size.scale);
          pad.fromData(width === 0 ? strokes : scaleStrokes(strokes, box.width / width));
          width = box.width;
        };
        fit();
        const observer = new ResizeObserver(fit);
        observer.observe(canvas);
        const drawn = () => setEmpty(pad.isEmpty());
        pad.addEventListener('endStroke', drawn);
        stop = () => {
          observer.disconnect();
          pad.removeEventListener('endStroke', drawn);
          pad.off();
          padRef.current = null;
        };
        setLoading('ready');
      },
      () => current && setLoading('failed'),
    );
    return () => {
      current = false;
      stop();
    };
  }, [attempt]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad || loading !== 'ready' || disabled === turnedOff.current) return;
    if (disabled) pad.off();
    else pad.on();
    turnedOff.current = disabled;
  }, [disabled, loading]);

  useEffect(() => {
    changed.current?.(empty);
  }, [empty]);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      toPng: () =>
        new Promise<Blob | null>((resolve) => {
          const canvas = canvasRef.current;
          if (!canvas || (padRef.current?.isEmpty() ?? true)) resolve(null);
          else canvas.toBlob(resolve, 'image/png');
        }),
    }),
    [],
  );

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
  };

  return (
    <div>
      <Frame $invalid={Boolean(error)}>
        <Canvas ref={canvasRef} role="img" aria-label={label} />
        <Baseline />
        {loading === 'loading' && (
          <Overlay role="status">
            <Spinner />
            Loading the signature pad…
          </Overlay>
        )}
        {loading === 'failed' && (
          <Overlay role="alert">
            The signature pad could not be loaded.
            <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
          </Overlay>
        )}
      </Frame>
      <Bar>
        <span>{empty ? 'Sign with a finger, pen or mouse.' : 'Signed.'}</span>
        <Button onClick={clear} disabled={disabled || empty || loading !== 'ready'}>
          Clear
        </Button>
      </Bar>
      <Problem role="alert">{error}</Problem>
    </div>
  );
}

import type { PublicServiceOrder } from '@console/contract';
import { API_BASE } from '@console/core';
import { AppLink, Button, Spinner } from '@console/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { SignedLinkNotice } from './SignedLinkNotice';
import {
  downloadName,
  fileSize,
  issuedText,
  type LinkRefusal,
  linkRefusalOf,
  serviceOrderPdfUrl,
} from './serviceOrderPdf.logic';
// Plain CSS, no CSS-in-JS runtime: it keeps the public pages within their JS budget.
import './ServiceOrderPdf.css';

type State =
  | { state: 'loading' }
  | { state: 'refused'; refusal: LinkRefusal; reason: string }
  | { state: 'open'; order: PublicServiceOrder };

/** Wide enough to show the PDF beside nothing else: phones open it in their own viewer instead. */
const WIDE = '(min-width: 900px)';

function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const changed = () => setWide(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return wide;
}

export interface ServiceOrderPdfProps {
  /** The `sign` of the e-mailed link; null or blank when the link came without it. */
  sign: string | null;
  /** `GET /public/serviceOrder?sign=`. */
  load: (sign: string) => Promise<PublicServiceOrder>;
  /** Where the API is (the PDF's links point there). */
  apiBase?: string;
  /** Shows the PDF inline (default: on screens at least 900 px wide). */
  preview?: boolean;
}

/** The mark of a refused link that needs no handling: the notice shows the missing-link text. */
const notChecked = async () => ({ valid: false, purpose: null, email: null });

/**
 * The customer's service order, opened from the link in the completion e-mail: what it is (brand, job,
 * version, date), a download and an inline view; an invalid or expired link says so plainly.
 */
export function ServiceOrderPdf({ sign, load, apiBase = API_BASE, preview }: ServiceOrderPdfProps) {
  const given = sign?.trim() || null;
  const [view, setView] = useState<State>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const wide = useWideScreen();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry loads the same link again.
  useEffect(() => {
    if (given === null) return;
    let current = true;
    setView({ state: 'loading' });
    load(given).then(
      (order) => current && setView({ state: 'open', order }),
      (error: unknown) =>
        current &&
        setView({
          state: 'refused',
          refusal: linkRefusalOf(error),
          reason: error instanceof Error ? error.message : '',
        }),
    );
    return () => {
      current = false;
    };
  }, [given, load, attempt]);

  if (given === null) return <SignedLinkNotice title="Service order" sign={null} verify={notChecked} />;

  let body: ReactNode;
  if (view.state === 'loading') {
    body = (
      <p className="signed-link-notice__checking" role="status">
        <Spinner />
        Loading your service order…
      </p>
    );
  } else if (view.state === 'refused' && view.refusal === 'invalid') {
    body = (
      <div role="alert">
        <p>
          <strong>This link is not valid.</strong>
        </p>
        <p>Check that you opened the whole link from your e-mail.</p>
      </div>
    );
  } else if (view.state === 'refused' && view.refusal === 'expired') {
    body = (
      <div role="alert">
        <p>
          <strong>This link has expired. Ask the brand for a new one.</strong>
        </p>
      </div>
    );
  } else if (view.state === 'refused') {
    body = (
      <div role="alert">
        <p>
          <strong>Your service order could not be loaded right now.</strong>
        </p>
        {view.reason && <p>{view.reason}</p>}
        <Button variant="primary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  } else {
    const { order } = view;
    const url = serviceOrderPdfUrl(apiBase, given);
    body = (
      <>
        <dl className="service-order__facts">
          <dt>Job</dt>
          <dd>{order.jobNumber}</dd>
          <dt>Version</dt>
          <dd>{order.version}</dd>
          <dt>Issued</dt>
          <dd>{issuedText(order.issuedAt)}</dd>
          {order.completedAt && (
            <>
              <dt>Work completed</dt>
              <dd>{issuedText(order.completedAt)}</dd>
            </>
          )}
          <dt>Customer</dt>
          <dd>{order.customerName}</dd>
        </dl>
        <div className="service-order__actions">
          <a
            className="service-order__action service-order__action--primary"
            href={url}
            download={downloadName(order.jobNumber, order.version)}
          >
            Download PDF
          </a>
          <a className="service-order__action" href={url} target="_blank" rel="noreferrer">
            Open
          </a>
        </div>
        <p className="service-order__note">
          PDF, {fileSize(order.sizeBytes)}. This link works until {issuedText(order.expiresAt)}.
        </p>
        {(preview ?? wide) && (
          <iframe className="service-order__preview" title={`Service order ${order.jobNumber}`} src={url} />
        )}
      </>
    );
  }

  return (
    <div className="service-order">
      {view.state === 'open' && <p className="service-order__brand">{view.order.brandName}</p>}
      <h1>Service order</h1>
      {body}
      <p>
        <AppLink to="/home">Go to the home page</AppLink>
      </p>
    </div>
  );
}

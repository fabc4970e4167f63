import { startMailCapture } from './mailCapture';

/** Before the run: the mail capture the console's SMTP_URL points at (stopped after the run). */
export default async function globalSetup() {
  return startMailCapture();
}

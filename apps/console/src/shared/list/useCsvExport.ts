import { saveBlobToDisk } from '@console/core';
import { useState } from 'react';

/**
 * A list's CSV export: `exportCsv` fetches the file (with the list's filters) and saves it under `fileName`;
 * `exporting` is true meanwhile. A failure has been told by the http client; the list stays as it was.
 */
export function useCsvExport(load: () => Promise<Blob>, fileName: () => string) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlobToDisk(await load(), fileName());
    } catch {
      // The http client has said what failed.
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv: () => void exportCsv() };
}

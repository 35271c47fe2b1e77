import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/600.css';
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { parsePrintQuery } from './print-query';
import { PrintReport } from './print-report';

/**
 * /OneView/print-report?query={contributionId, fromTimeMillis, toTimeMillis, …} (spec 02 §2):
 * nothing is shown unless the three are numbers (and <html data-report-state> says 'error', so
 * the PDF generator stops waiting). Noto Sans SC is imported here, so only the print page loads
 * it, and a browser fetches its glyph subsets only where Chinese text is drawn.
 */
export default function PrintReportPage() {
  const search = useSearch();
  const params = useMemo(() => parsePrintQuery(search), [search]);
  useEffect(() => {
    if (params) return undefined;
    document.documentElement.dataset.reportState = 'error';
    return () => {
      delete document.documentElement.dataset.reportState;
    };
  }, [params]);
  return params ? <PrintReport params={params} /> : null;
}

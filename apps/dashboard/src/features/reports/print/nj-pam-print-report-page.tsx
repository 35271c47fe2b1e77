import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/600.css';
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { parseNjPamQuery } from './print-query';
import { PrintReport } from './print-report';

/**
 * /OneView/print-report/nj-pam?ContributionId=..&FromTime=<ISO>&ToTime=<ISO> (spec 02 §2): the
 * NJ PAM layout; nothing is shown for a bad query (data-report-state 'error').
 */
export default function NjPamPrintReportPage() {
  const search = useSearch();
  const params = useMemo(() => parseNjPamQuery(search), [search]);
  useEffect(() => {
    if (params) return undefined;
    document.documentElement.dataset.reportState = 'error';
    return () => {
      delete document.documentElement.dataset.reportState;
    };
  }, [params]);
  return params ? <PrintReport params={params} /> : null;
}

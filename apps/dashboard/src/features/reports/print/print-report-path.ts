/**
 * The printable report's routes (spec 02 §2), outside the signed-in shell: the page the PDF
 * generator prints. Query: JSON in `?query=` (contributionId, fromTimeMillis, toTimeMillis and the
 * optional simplified report config); the NJ PAM variant reads ContributionId, FromTime and ToTime
 * as plain query parameters.
 */
export const PRINT_REPORT_PATH = '/OneView/print-report';
export const NJ_PAM_PRINT_REPORT_PATH = '/OneView/print-report/nj-pam';

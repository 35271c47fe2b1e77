import { Spinner } from '@aq/ui/spinner';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { showErrorScreenFor } from '../../../lib/error-screen';
import { ErrorScreen } from '../../../shell/error-screens';
import { alertPagePath, useAlert } from '../alert-data';
import { alertIdFromShortLink } from './short-link';

/**
 * The short link of an alert's SMS (/a/{id}): loads the alert to learn its project, then replaces
 * itself with the alert's details page. An unknown or forbidden alert shows the error screen.
 */
export default function AlertShortLinkPage() {
  const params = useParams<{ id: string }>();
  const alertId = alertIdFromShortLink(params.id ?? '');
  const alert = useAlert(alertId);
  const [, navigate] = useLocation();
  const projectId = alert.data?.projectId;

  useEffect(() => {
    if (alertId !== null && projectId !== undefined) {
      navigate(alertPagePath('details', String(projectId), alertId), { replace: true });
    }
  }, [alertId, projectId, navigate]);
  useEffect(() => {
    if (alert.error) showErrorScreenFor(alert.error);
  }, [alert.error]);

  if (alertId === null) return <ErrorScreen kind="not-found" />;
  return (
    <div className="flex justify-center p-12">
      <Spinner size="lg" />
    </div>
  );
}

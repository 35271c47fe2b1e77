import { Button } from '@aq/ui/button';
import { Tooltip } from '@aq/ui/tooltip';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form's Download button: busy with a spinner while `running`; without View_Data
 * (`canDownload` false) it stays focusable but unavailable, with the reason as a tooltip and as
 * its description.
 */
export function DownloadButton({
  running,
  canDownload,
  disabled,
}: {
  running: boolean;
  canDownload: boolean;
  /** Unavailable for another reason (e.g. the source is still loading). */
  disabled?: boolean;
}) {
  const { t } = useTranslation('download');
  const noPermissionId = useId();
  const button = (
    <Button
      type="submit"
      loading={running}
      disabled={disabled}
      aria-disabled={canDownload ? undefined : true}
      aria-describedby={canDownload ? undefined : noPermissionId}
      className={canDownload ? undefined : 'cursor-not-allowed opacity-50'}
      data-testid="download-button"
    >
      {running ? null : <Download aria-hidden="true" className="size-4" />}
      {running ? t('downloading') : t('download')}
    </Button>
  );
  return (
    <div>
      {canDownload ? (
        button
      ) : (
        <>
          <Tooltip content={t('noPermission')}>{button}</Tooltip>
          <span id={noPermissionId} hidden>
            {t('noPermission')}
          </span>
        </>
      )}
    </div>
  );
}

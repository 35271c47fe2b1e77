import { useApiKey } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { Modal } from '@aq/ui/modal';
import { Skeleton } from '@aq/ui/skeleton';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserErrorMessage } from '../lib/user-error';

/**
 * The API key dialog (foundation §2.7): shows a freshly issued key (ApiKey). Copy is disabled
 * until it loads and reads "Copied" after copying.
 */
export function ApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const key = useApiKey();
  const errorMessage = useUserErrorMessage();
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (!key.data) return;
    try {
      await navigator.clipboard.writeText(key.data.ApiKey);
      setCopied(true);
      setCopyFailed(false);
    } catch {
      setCopyFailed(true);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('apiKey.title')}
      description={t('apiKey.text')}
      primaryLabel={t('apiKey.done')}
      onPrimary={onClose}
      secondaryLabel={t('apiKey.close')}
    >
      <div className="flex items-center gap-2">
        {key.data ? (
          <code
            data-testid="api-key"
            className="bg-surface-sunken border-border rounded-control min-w-0 flex-1 border px-3 py-2 font-mono text-sm break-all"
          >
            {key.data.ApiKey}
          </code>
        ) : key.error ? (
          <p role="alert" className="text-danger flex-1 text-sm">
            {errorMessage(key.error, t('apiKey.action'))}
          </p>
        ) : (
          <Skeleton className="h-10 flex-1" />
        )}
        <Button variant="secondary" disabled={!key.data} onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t('apiKey.copied') : t('apiKey.copy')}
        </Button>
      </div>
      {copyFailed ? (
        <p role="alert" className="text-danger text-sm">
          {t('apiKey.copyFailed')}
        </p>
      ) : null}
    </Modal>
  );
}

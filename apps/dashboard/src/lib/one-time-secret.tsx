import { Button } from '@aq/ui/button';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Skeleton } from '@aq/ui/skeleton';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** The words around a secret shown once, in the caller's namespace. */
export interface OneTimeSecretLabels {
  copy: string;
  /** The button's label for 3 s after a copy. */
  copied: string;
  /** Said (as an alert) when the clipboard refused the secret. */
  copyFailed: string;
  shownOnceTitle: string;
  shownOnce: string;
}

/**
 * A secret (an API key) shown this once: the secret (a placeholder while it is created), Copy
 * (disabled until it has loaded, focused when it arrives, "Copied" for 3 s), the failure to copy,
 * and the warning that it is not shown again. Renders its parts without a wrapper: the caller
 * places them in its own section.
 */
export function OneTimeSecret({
  secret,
  labels,
  testId,
}: {
  /** The secret, or null while it is being created. */
  secret: string | null;
  labels: OneTimeSecretLabels;
  /** The secret's data-testid. */
  testId: string;
}) {
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const copyButton = useRef<HTMLButtonElement>(null);

  // Whatever asked for the secret is done; the next thing to do is to copy it.
  useEffect(() => {
    if (secret) copyButton.current?.focus();
  }, [secret]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      setCopyFailed(false);
    } catch {
      setCopyFailed(true);
    }
  }

  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {secret ? (
          <code
            data-testid={testId}
            className="bg-surface-sunken border-border rounded-control min-w-0 flex-1 border px-3 py-2 font-mono text-sm break-all"
          >
            {secret}
          </code>
        ) : (
          <Skeleton className="h-10 flex-1" />
        )}
        <Button ref={copyButton} variant="secondary" disabled={!secret} onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? labels.copied : labels.copy}
        </Button>
      </div>
      {copyFailed ? (
        <p role="alert" className="text-danger text-sm">
          {labels.copyFailed}
        </p>
      ) : null}
      <InlineNotification kind="warning" title={labels.shownOnceTitle} text={labels.shownOnce} />
    </>
  );
}

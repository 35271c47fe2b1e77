import { toast, toastStore } from '@aq/ui/toast';

/**
 * How long a confirmation stays: long enough to read, short enough not to keep covering the
 * page's own buttons (the toasts sit at the bottom right, where a tall card ends with Save).
 */
export const CONFIRMATION_MS = 5000;

/**
 * Confirms a change that worked (created, saved, deleted) with a success toast that closes
 * itself; failures are shown where they happened, or as error toasts that stay until closed.
 */
export function confirmChange(title: string): void {
  const id = toast({ kind: 'success', title });
  setTimeout(() => toastStore.close(id), CONFIRMATION_MS);
}

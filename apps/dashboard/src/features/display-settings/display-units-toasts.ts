import { toast, toastStore } from '@aq/ui/toast';
import { CONFIRMATION_MS } from '../../lib/confirm-change';

/**
 * A success toast with a title and a line of text ('Reset successful' / 'Display unit has been
 * reset to defaults.', projects §8) that closes itself like every confirmation of the app.
 */
export function confirmWithText(title: string, text: string): void {
  const id = toast({ kind: 'success', title, text });
  setTimeout(() => toastStore.close(id), CONFIRMATION_MS);
}

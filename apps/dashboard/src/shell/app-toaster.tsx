import { Toaster } from '@aq/ui/toast';
import { useTranslation } from 'react-i18next';

/** The toast region of the app (the `toast()` of @aq/ui adds to it). */
export function AppToaster() {
  const { t } = useTranslation('shell');
  return <Toaster label={t('toasts.region')} />;
}

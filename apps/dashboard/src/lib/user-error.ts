import { toUserMessage, type UserMessageTexts } from '@aq/api';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The text a user reads for a failure (foundation §8), translated: server messages for 400 and
 * 409 joined with "; ", the detail of a 429, the fixed texts for 403, 404 and 500, else "An error
 * occurred while {action}. Please try again." with the given (translated) action phrase.
 */
export function useUserErrorMessage(): (error: unknown, action: string) => string {
  const { t } = useTranslation('shell');
  const texts = useMemo<UserMessageTexts>(
    () => ({
      forbidden: t('errors.forbidden'),
      notFound: t('errors.notFound'),
      serverError: t('errors.serverError'),
      generic: (action) => t('errors.generic', { action }),
    }),
    [t],
  );
  return (error, action) => toUserMessage(error, action, texts);
}

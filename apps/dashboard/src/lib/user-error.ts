import {
  describeError,
  HttpError,
  serverMessages,
  toUserMessage,
  type UserMessageTexts,
} from '@aq/api';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether a failure is the server refusing the request (400–499), whose messages are for the user. */
export function isClientError(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status >= 400 && error.status < 500;
}

/**
 * The text a user reads for a failure. Any 4xx answer shows the server's messages joined with
 * "; " (a 429 its Detail first), because the server says exactly what was refused and why
 * (foundation §8, STYLE.md: errors below 500 carry their message to the user); a 4xx without
 * messages falls back to the fixed texts of foundation §8. A 5xx, a network failure or anything
 * else shows `otherwise` when the screen's spec names its own text ('Something went wrong' on
 * project settings), else the fixed texts: the server error text, or "An error occurred while
 * {action}. Please try again."
 */
export function userErrorMessage(
  error: unknown,
  action: string,
  texts: UserMessageTexts,
  otherwise?: string,
): string {
  if (isClientError(error)) {
    const described = describeError(error);
    if (described.kind === 'rate-limited') return described.detail;
    const messages = serverMessages(error.body);
    return messages.length ? messages.join('; ') : toUserMessage(error, action, texts);
  }
  return otherwise ?? toUserMessage(error, action, texts);
}

/** Turns a failure into the text shown: `userErrorMessage` in the user's language. */
export type UserErrorMessage = (error: unknown, action: string, otherwise?: string) => string;

/**
 * The one way screens show a failed call: `userErrorMessage` with the fixed texts translated.
 * `action` completes "An error occurred while {action}." (e.g. t('projects:createAction')).
 */
export function useUserErrorMessage(): UserErrorMessage {
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
  return useCallback<UserErrorMessage>(
    (error, action, otherwise) => userErrorMessage(error, action, texts, otherwise),
    [texts],
  );
}

/** Foundation §9: the current user and feature flags are cached 5 minutes. */
export const FIVE_MINUTES = 5 * 60_000;

/** Foundation §2.11: notifications and branding do not retry, refetch on focus or poll. */
export const NO_BACKGROUND_FETCH = {
  retry: false,
  refetchOnWindowFocus: false,
  refetchInterval: false,
} as const;

import { describe, expect, it } from 'vitest';
import { createClient } from '../http/client';
import { apiKeysQuery, currentUserQuery } from '../resources/account/queries';
import { brandingQuery } from '../resources/branding/queries';
import { featureFlagQuery } from '../resources/feature-flags/queries';
import { notificationsQuery, withoutDismissed, withRead } from '../resources/notifications/queries';

const client = createClient();

describe('cache rules of the platform queries (foundation §2.11, §9)', () => {
  it('caches the current user and each feature flag for 5 minutes, under keys from general to specific', () => {
    expect(currentUserQuery(client).staleTime).toBe(300_000);
    expect(currentUserQuery(client).queryKey).toEqual(['account', 'current-user']);
    const flag = featureFlagQuery(client, 'V3Api');
    expect(flag.staleTime).toBe(300_000);
    expect(flag.queryKey).toEqual(['feature-flags', 'V3Api']);
    expect(flag.select?.({ IsEnabled: true })).toBe(true);
  });

  it('never retries, refetches on focus or polls notifications and branding', () => {
    for (const options of [notificationsQuery(client), brandingQuery(client)]) {
      expect(options.retry).toBe(false);
      expect(options.refetchOnWindowFocus).toBe(false);
      expect(options.refetchInterval).toBe(false);
    }
  });

  it('reads the API key list afresh each time it is shown', () => {
    expect(apiKeysQuery(client).queryKey).toEqual(['account', 'api-keys']);
    expect(apiKeysQuery(client).staleTime).toBe(0);
    expect(apiKeysQuery(client).refetchOnMount).toBe('always');
  });
});

describe('optimistic notification updates', () => {
  const list = {
    Items: [
      {
        Id: 'a',
        Status: 'Unread' as const,
        Title: 'A',
        Message: '{}',
        Type: 'GlobalAnnouncement' as const,
        CreatedAt: '2026-11-01T10:00:00Z',
      },
      {
        Id: 'b',
        Status: 'Read' as const,
        Title: 'B',
        Message: '{}',
        Type: 'GlobalAnnouncement' as const,
        CreatedAt: '2026-11-01T09:00:00Z',
      },
      {
        Id: 'c',
        Status: 'Unread' as const,
        Title: 'C',
        Message: '{}',
        Type: 'GlobalAnnouncement' as const,
        CreatedAt: '2026-11-01T08:00:00Z',
      },
    ],
  };

  it('marks only the given unread ones read, leaving the list order', () => {
    expect(withRead(list, ['a', 'b']).Items.map((n) => n.Status)).toEqual([
      'Read',
      'Read',
      'Unread',
    ]);
  });

  it('removes dismissed ones and keeps the rest', () => {
    expect(withoutDismissed(list, ['b']).Items.map((n) => n.Id)).toEqual(['a', 'c']);
    expect(withoutDismissed(list, []).Items).toHaveLength(3);
  });
});

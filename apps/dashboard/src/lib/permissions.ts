import type { Permission } from '@aq/api';
import { useCurrentUser } from '@aq/api/react';

/**
 * Whether the signed-in user holds a permission; false while the user loads, so an action a
 * permission allows never flashes before it is known. The server checks again on every call.
 */
export function useHasPermission(permission: Permission): boolean {
  return useCurrentUser().data?.Permissions.includes(permission) ?? false;
}

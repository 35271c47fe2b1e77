import { defineEndpoint } from '../../http/endpoint';
import { NavigationLinks, SelectionName, SelectionNameQuery } from './schemas';

/** The caller's navigation links (app menu and home tiles). */
export const getNavigationLinks = defineEndpoint({
  id: 'getNavigationLinks',
  method: 'GET',
  path: '/v0.1/navigation/links',
  summary: 'Navigation links of the caller',
  tag: 'navigation',
  auth: 'session',
  response: NavigationLinks,
});

/** The display name of the current selection (monitor, lease, location or a group). */
export const getSelectionName = defineEndpoint({
  id: 'getSelectionName',
  method: 'GET',
  path: '/v0.1/navigation/selection-name',
  summary: 'Name of the selected monitor, lease, location or group',
  tag: 'navigation',
  auth: 'session',
  query: SelectionNameQuery,
  response: SelectionName,
});

import {
  BellRing,
  Building2,
  ChartLine,
  Download,
  FileText,
  KeyRound,
  LayoutDashboard,
  LayoutGrid,
  MapPin,
  MapPinned,
  Megaphone,
  NotebookPen,
  Send,
  Settings,
  Wind,
} from 'lucide-react';
import {
  ALERT_PAGE_ROUTES,
  ALERTS_PATH,
  PROJECT_ALERTS_PATH,
} from '../features/alerts/alerts-path';
import { ADMINISTRATION_PATH } from '../features/administration/administration-path';
import { HOME_PATH } from '../features/auth/sign-in-path';
import { CHARTS_PATH } from '../features/charts/charts-path';
import {
  PROJECT_CONTRIBUTIONS_PATH,
  USER_CONTRIBUTIONS_PATH,
} from '../features/contributions/contributions-path';
import { DATA_DOWNLOAD_PATH } from '../features/data-download/data-download-path';
import {
  GLOBAL_NOTIFICATIONS_PATH,
  MANAGE_NOTIFICATIONS_PERMISSION,
} from '../features/global-notifications/global-notifications-path';
import { PROJECT_REPORTS_PATH, REPORT_PAGE_ROUTES } from '../features/reports/reports-path';
import { LICENCES_PATH, LICENSE_DASHBOARD_PATH } from '../features/licensing/licensing-path';
import { MONITORING_LOCATIONS_PATH } from '../features/monitoring-locations/location-view';
import { OUTBOX_PATH } from '../features/outbox/outbox-path';
import { PROJECT_DASHBOARD_PATH } from '../features/project-dashboard/dashboard-path';
import {
  NOTIFICATION_PREFERENCES_PATH,
  PROFILE_PATH,
  PROFILE_SECURITY_PATH,
} from '../features/profile/profile-path';
import { PROJECT_SETTINGS_PATH } from '../features/projects/project-href';
import { RECORDS_PATH } from '../features/records/records-path';
import type { ScreenRoute } from './screen-index';

/**
 * The route table: every screen of the signed-in app, once (foundation §2.1). Only these paths are
 * registered, and navigation offers only these (links to later screens stay hidden). The app menu
 * and the home tiles show the server's navigation links (which apps a user has) whose screen is
 * offered there; a project's left navigation shows every screen offered in it.
 *
 * Data only: app-routes.tsx turns it into routes, and the shell and screens read it through
 * screens-context.tsx, so nothing this file loads imports it back.
 */
export const SCREENS: readonly ScreenRoute[] = [
  { path: HOME_PATH, load: () => import('../features/home/home-page') },
  {
    path: '/OneView',
    load: () => import('../features/projects/projects-page'),
    nav: {
      label: 'shell:navigation._OneView',
      icon: LayoutGrid,
      places: ['app-menu', 'home-tile'],
    },
    permission: 'View_Data',
  },
  {
    path: PROJECT_DASHBOARD_PATH,
    load: () => import('../features/project-dashboard/project-dashboard-page'),
    nav: { label: 'project-dashboard:nav', icon: LayoutDashboard, places: ['project'] },
  },
  {
    path: MONITORING_LOCATIONS_PATH,
    load: () => import('../features/monitoring-locations/monitoring-locations-page'),
    nav: { label: 'locations:nav.title', icon: MapPin, places: ['project'] },
  },
  {
    path: CHARTS_PATH,
    load: () => import('../features/charts/charts-page'),
    nav: { label: 'charts:nav', icon: ChartLine, places: ['project'] },
  },
  {
    path: DATA_DOWNLOAD_PATH,
    load: () => import('../features/data-download/data-download-page'),
    nav: { label: 'download:nav', icon: Download, places: ['project'] },
    permission: 'View_Data',
  },
  {
    path: PROJECT_REPORTS_PATH,
    load: () => import('../features/reports/project-reports-page'),
    nav: { label: 'reports:nav', icon: FileText, places: ['project'] },
  },
  {
    path: REPORT_PAGE_ROUTES.configuration,
    load: () => import('../features/reports/report-configuration-page'),
  },
  {
    path: REPORT_PAGE_ROUTES.scheduling,
    load: () => import('../features/reports/report-scheduling-page'),
  },
  {
    path: REPORT_PAGE_ROUTES['manual-generation'],
    load: () => import('../features/reports/report-manual-generation-page'),
  },
  {
    path: RECORDS_PATH,
    load: () => import('../features/records/records-page'),
    nav: { label: 'records:nav', icon: NotebookPen, places: ['project'] },
  },
  {
    path: PROJECT_SETTINGS_PATH,
    load: () => import('../features/projects/project-settings-page'),
    nav: { label: 'projects:nav.settings', icon: Settings, places: ['project'] },
  },
  {
    path: PROJECT_CONTRIBUTIONS_PATH,
    load: () => import('../features/contributions/project-contributions-page'),
    nav: { label: 'contributions:nav', icon: Wind, places: ['project'] },
  },
  {
    path: PROJECT_ALERTS_PATH,
    load: () => import('../features/alerts/project-alerts-page'),
    nav: { label: 'alerts:nav', icon: BellRing, places: ['project'] },
  },
  {
    path: `${HOME_PATH}/monitor`,
    load: () => import('../features/home/monitor-page'),
    nav: { label: 'shell:navigation._HomeNew_monitor', icon: MapPinned, places: ['home-tile'] },
    permission: 'View_Data',
  },
  {
    path: USER_CONTRIBUTIONS_PATH,
    load: () => import('../features/contributions/user-contributions-page'),
    nav: { label: 'shell:navigation._OneView_contributions', icon: Wind, places: ['app-menu'] },
    permission: 'View_Data',
  },
  {
    path: ALERTS_PATH,
    load: () => import('../features/alerts/user-alerts-page'),
    nav: { label: 'shell:navigation._OneView_alerts', icon: BellRing, places: ['app-menu'] },
    permission: 'View_Data',
  },
  { path: ALERT_PAGE_ROUTES.details, load: () => import('../features/alerts/alert-details-page') },
  { path: ALERT_PAGE_ROUTES.trigger, load: () => import('../features/alerts/alert-trigger-page') },
  { path: ALERT_PAGE_ROUTES.actions, load: () => import('../features/alerts/alert-actions-page') },
  {
    path: ALERT_PAGE_ROUTES['connected-projects'],
    load: () => import('../features/alerts/alert-connected-projects-page'),
  },
  {
    path: OUTBOX_PATH,
    load: () => import('../features/outbox/outbox-page'),
    nav: { label: 'outbox:nav', icon: Send, places: ['app-menu'] },
    permission: 'Administration__Manage_Organisations',
  },
  {
    path: ADMINISTRATION_PATH,
    load: () => import('../features/administration/administration-page'),
    nav: { label: 'administration:nav', icon: Building2, places: ['app-menu'] },
    permission: 'Manage_Users',
  },
  { path: PROFILE_PATH, load: () => import('../features/profile/profile-page') },
  { path: PROFILE_SECURITY_PATH, load: () => import('../features/profile/security-page') },
  {
    path: NOTIFICATION_PREFERENCES_PATH,
    load: () => import('../features/profile/notification-preferences-page'),
  },
  {
    path: GLOBAL_NOTIFICATIONS_PATH,
    load: () => import('../features/global-notifications/global-notifications-page'),
    nav: { label: 'global-notifications:nav', icon: Megaphone, places: ['app-menu'] },
    permission: MANAGE_NOTIFICATIONS_PERMISSION,
  },
  {
    path: LICENSE_DASHBOARD_PATH,
    load: () => import('../features/licensing/licence-dashboard-page'),
    nav: { label: 'licensing:nav', icon: KeyRound, places: ['app-menu'] },
    permission: 'Manage_Licenses',
  },
  {
    path: LICENCES_PATH,
    load: () => import('../features/licensing/licence-management-page'),
    permission: 'Manage_Licenses',
  },
  { path: '/OneView/info', load: () => import('../features/home/landing-page') },
  { path: '/OneView/about', load: () => import('../features/about/about-version-page') },
  { path: '/OneView/about/licenses', load: () => import('../features/about/about-licenses-page') },
  { path: '/OneView/about/eula', load: () => import('../features/about/about-eula-page') },
];

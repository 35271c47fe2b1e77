import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Spinner } from '@aq/ui/spinner';
import { SignInPage } from './features/auth/sign-in-page';
import { HOME_PATH, SIGN_IN_PATH } from './features/auth/sign-in-path';
import { Shell } from './shell/shell';
import { NotFoundScreen } from './shell/error-screens';

const HomePage = lazy(() => import('./features/home/home-page'));
const MonitorPage = lazy(() => import('./features/home/monitor-page'));
const LandingPage = lazy(() => import('./features/home/landing-page'));
const AboutVersionPage = lazy(() => import('./features/about/about-version-page'));
const AboutLicensesPage = lazy(() => import('./features/about/about-licenses-page'));
const AboutEulaPage = lazy(() => import('./features/about/about-eula-page'));
const ProjectsPage = lazy(() => import('./features/projects/projects-page'));
const ProjectSettingsPage = lazy(() => import('./features/projects/project-settings-page'));

/** The screens that exist, by path (foundation §2.1). Only these are registered. */
export const SCREEN_PATHS = [
  HOME_PATH,
  '/OneView',
  '/OneView/project/settings',
  `${HOME_PATH}/monitor`,
  '/OneView/info',
  '/OneView/about',
  '/OneView/about/licenses',
  '/OneView/about/eula',
] as const;

/** Whether a navigation link's path opens a screen of this build (links to later screens are hidden). */
export function isScreenPath(appPath: string): boolean {
  const path = appPath.split('?')[0] ?? appPath;
  return (SCREEN_PATHS as readonly string[]).includes(path);
}

function Loading() {
  return (
    <div className="flex justify-center p-12">
      <Spinner size="lg" />
    </div>
  );
}

/** The route table. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={SIGN_IN_PATH} component={SignInPage} />
      <Route path="/">
        <Redirect to={HOME_PATH} replace />
      </Route>
      <Route>
        <Shell>
          <Suspense fallback={<Loading />}>
            <Switch>
              <Route path={HOME_PATH} component={HomePage} />
              <Route path="/OneView" component={ProjectsPage} />
              <Route path="/OneView/project/settings" component={ProjectSettingsPage} />
              <Route path={`${HOME_PATH}/monitor`} component={MonitorPage} />
              <Route path="/OneView/info" component={LandingPage} />
              <Route path="/OneView/about" component={AboutVersionPage} />
              <Route path="/OneView/about/licenses" component={AboutLicensesPage} />
              <Route path="/OneView/about/eula" component={AboutEulaPage} />
              <Route component={NotFoundScreen} />
            </Switch>
          </Suspense>
        </Shell>
      </Route>
    </Switch>
  );
}

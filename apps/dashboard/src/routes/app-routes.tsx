import { Spinner } from '@aq/ui/spinner';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ALERT_SHORT_LINK_PATH } from '../features/alerts/alerts-path';
import { SignInPage } from '../features/auth/sign-in-page';
import { HOME_PATH, SIGN_IN_PATH } from '../features/auth/sign-in-path';
import {
  NJ_PAM_PRINT_REPORT_PATH,
  PRINT_REPORT_PATH,
} from '../features/reports/print/print-report-path';
import { NotFoundScreen } from '../shell/error-screens';
import { Shell } from '../shell/shell';
import { ScreensProvider } from './screens-context';
import { SCREENS } from './table';

// Made once, so a screen keeps its component (and state) across renders of the routes.
const ROUTES = SCREENS.map((screen) => ({ path: screen.path, Screen: lazy(screen.load) }));
// The one route outside the table: the short link of an alert's SMS (/a/{id}, the id in the path
// to keep the text message short), which replaces itself with the alert's details page.
const AlertShortLink = lazy(() => import('../features/alerts/short-link/alert-short-link-page'));
// The printable report (the page the PDF is printed from): outside the shell, no header or nav,
// still signed in (its calls' 401 sends the user to sign-in, as in the shell).
const PrintReportPage = lazy(() => import('../features/reports/print/print-report-page'));
const NjPamPrintReportPage = lazy(
  () => import('../features/reports/print/nj-pam-print-report-page'),
);

function Loading() {
  return (
    <div className="flex justify-center p-12">
      <Spinner size="lg" />
    </div>
  );
}

/**
 * The app's routes: sign-in on its own, `/` to home, and every screen of the route table (and the
 * alert short link) inside the signed-in shell, loaded when first opened; any other path is the 404 screen.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={SIGN_IN_PATH} component={SignInPage} />
      <Route path={PRINT_REPORT_PATH}>
        <Suspense fallback={null}>
          <PrintReportPage />
        </Suspense>
      </Route>
      <Route path={NJ_PAM_PRINT_REPORT_PATH}>
        <Suspense fallback={null}>
          <NjPamPrintReportPage />
        </Suspense>
      </Route>
      <Route path="/">
        <Redirect to={HOME_PATH} replace />
      </Route>
      <Route>
        <ScreensProvider screens={SCREENS}>
          <Shell>
            <Suspense fallback={<Loading />}>
              <Switch>
                <Route path={ALERT_SHORT_LINK_PATH} component={AlertShortLink} />
                {ROUTES.map(({ path, Screen }) => (
                  <Route key={path} path={path} component={Screen} />
                ))}
                <Route component={NotFoundScreen} />
              </Switch>
            </Suspense>
          </Shell>
        </ScreensProvider>
      </Route>
    </Switch>
  );
}

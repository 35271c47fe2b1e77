import {
  useApplyProjectTrial,
  useConvertProjectTrial,
  useFeatureFlag,
  useRevertProjectTrial,
  useSaveProjectSubscriptions,
  useSubscriptionDetails,
  useSubscriptionEstimate,
} from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { DangerModal } from '@aq/ui/danger-modal';
import { EmptyState } from '@aq/ui/empty-state';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Link as StyledLink } from '@aq/ui/link';
import { PageHeader } from '@aq/ui/page-header';
import { Select } from '@aq/ui/select';
import { Skeleton } from '@aq/ui/skeleton';
import { StatusIndicator, type Status } from '@aq/ui/status-indicator';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import {
  canPurchase,
  LICENCE_REFERENCE_MAX_LENGTH,
  licenceStatusText,
  validateLicenceChanges,
  validateLicenceReference,
  type LicenceAction,
  type LicenceStatusText,
} from '@aq/validation';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNow } from '../../lib/use-now';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { estimateView, formatMoney, licenceDateText } from './licence-format';
import {
  addsLicences,
  estimateCounts,
  licenceOrder,
  projectActions,
  type AddonProject,
  type LicenceChoices,
} from './licence-order';
import { ORGANISATIONS_PATH, organisationsHref } from './licensing-path';

const REQUIRED = ['organisationName'] as const;

/** How each status looks, with its text beside the shape. */
const STATUS_LOOK: Record<LicenceStatusText['key'], Status> = {
  NotLicensed: 'offline',
  Active: 'ok',
  ActiveUntilRenewal: 'caution',
  TrialExpiring: 'caution',
  ConvertingToPaid: 'ok',
};

/**
 * Licence management for one organisation (projects §2 'Licence management', §4, §5, §8):
 * `/OneView/licenses?query={"organisationName":"…"}`.
 */
export default function LicenceManagementPage() {
  const now = useNow();
  return <LicenceManagement now={now} />;
}

/**
 * The screen on a given clock (stories fix it): breadcrumbs OneView › Organisations › the
 * organisation; one row per project with its status text and the action dropdown of §4; the order
 * summary with the server's estimate, the formula written out, the invoice reference (only when
 * licences are added, at most 100 characters), 'Purchase licenses' (first subscription) or 'Save
 * changes', and Cancel back to the administration tree. A trial action runs its own call; added
 * and removed licences save the project set; removals are confirmed first. Failures show the
 * server's messages; a success shows a notice linking to the administration tree.
 */
export function LicenceManagement({ now }: { now: number }) {
  const { t } = useTranslation('licensing');
  const { locale, validationMessage } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const [, navigate] = useLocation();
  const { query } = useRouteQuery(REQUIRED);
  const organisation = typeof query.organisationName === 'string' ? query.organisationName : '';
  const details = useSubscriptionDetails(organisation || null);
  const trialFlag = useFeatureFlag('AllowApplyingTrialLicenses');
  const [choices, setChoices] = useState<LicenceChoices>({});
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const saveSet = useSaveProjectSubscriptions();
  const applyTrial = useApplyProjectTrial();
  const convertTrial = useConvertProjectTrial();
  const revertTrial = useRevertProjectTrial();
  const form = useForm<{ reference: string }>({
    defaultValues: { reference: '' },
    mode: 'onChange',
  });
  const reference = useWatch({ control: form.control, name: 'reference' });
  useDocumentTitle({ topic: organisation || undefined, section: t('management.title') });

  const projects: AddonProject[] = details.data?.ProjectAddons.Projects ?? [];
  const actionContext = { trialFlag, now };
  const order = licenceOrder(projects, choices, actionContext);
  const adding = addsLicences(order);
  const saving =
    saveSet.isPending || applyTrial.isPending || convertTrial.isPending || revertTrial.isPending;
  const changes = {
    added: order.added.length,
    removed: order.removed.length,
    trialAction: order.trial?.action ?? null,
  };
  // The reference belongs to added licences: it is cleared (and closed) when the order adds none.
  useEffect(() => {
    if (!adding && reference) form.setValue('reference', '');
  }, [adding, reference, form]);
  const referenceError = validateLicenceReference(adding ? reference : '', {
    addingLicences: adding,
  });
  const nothingToSave = validateLicenceChanges(changes);
  const canSave = canPurchase({ ...changes, saving }) && referenceError === null;
  const firstPurchase = details.data ? details.data.SubscriptionId === null : false;
  const estimate = useSubscriptionEstimate(
    organisation || null,
    estimateCounts(order, details.data?.Term ?? 'Week', details.data?.DiscountId ?? null),
    { enabled: Boolean(details.data) && projects.length > 0 },
  );

  function choose(projectId: string, action: LicenceAction) {
    setSucceeded(false);
    setFailure(null);
    setChoices((current) => ({ ...current, [projectId]: action }));
  }

  /** Runs the order: the trial call, then the project set; throws the first failure. */
  async function runOrder() {
    const po = adding && reference.trim() ? reference.trim() : null;
    const subscriptionId = details.data?.SubscriptionId ?? null;
    if (order.trial) {
      const input = { organisation, projectId: order.trial.projectId };
      if (order.trial.action === 'trial') await applyTrial.mutateAsync(input);
      else if (order.trial.action === 'convert')
        await convertTrial.mutateAsync({ ...input, poNumber: po });
      else {
        const project = projects.find((p) => p.Id === input.projectId);
        await revertTrial.mutateAsync({
          ...input,
          subscriptionId: project?.SubscriptionId ?? subscriptionId ?? '',
        });
      }
    }
    if (order.added.length > 0 || order.removed.length > 0) {
      await saveSet.mutateAsync({
        organisation,
        create: subscriptionId === null,
        body: {
          PoNumber: order.added.length > 0 ? po : null,
          ProjectAddons: {
            SubscriptionId: subscriptionId,
            AddonPlanId: 3,
            ProjectIds: order.projectIds,
          },
        },
      });
    }
    setChoices({});
    form.reset({ reference: '' });
    setSucceeded(true);
  }

  async function save() {
    setFailure(null);
    setSucceeded(false);
    if (order.removed.length > 0) {
      setConfirming(true);
      return;
    }
    try {
      await runOrder();
    } catch (error) {
      setFailure(errorMessage(error, t('management.saveAction')));
    }
  }

  const header = (
    <PageHeader
      title={t('management.title')}
      subtitle={organisation}
      breadcrumbs={[
        { label: t('breadcrumbs.oneView'), href: '/OneView' },
        { label: t('breadcrumbs.organisations'), href: ORGANISATIONS_PATH },
        { label: organisation },
      ]}
      renderLink={({ href, children, ...props }) => (
        <Link href={href} {...props}>
          {children}
        </Link>
      )}
      refreshing={details.isFetching && !details.isPending}
    />
  );

  let body;
  if (details.isPending && organisation) {
    body = (
      <div className="flex flex-col gap-3" data-testid="licences-loading">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (details.error || !organisation) {
    body = (
      <InlineNotification
        kind="error"
        title={t('management.loadFailed')}
        text={details.error ? errorMessage(details.error, t('management.loadAction')) : undefined}
        action={
          details.error ? (
            <Button variant="secondary" size="sm" onClick={() => void details.refetch()}>
              {t('retry')}
            </Button>
          ) : undefined
        }
        data-testid="licences-load-error"
      />
    );
  } else if (projects.length === 0) {
    body = (
      <EmptyState
        title={t('management.unableTitle')}
        text={t('management.unableText')}
        action={
          <Button asChild variant="secondary">
            <Link href={organisationsHref(organisation)}>
              {t('management.backToOrganisations')}
            </Link>
          </Button>
        }
        data-testid="licences-unable"
      />
    );
  } else {
    const data = details.data;
    const view = estimate.data && data ? estimateView(estimate.data, data) : null;
    const money = (amount: number) =>
      formatMoney(amount, view?.currency ?? data?.CurrencyCode ?? 'USD', locale);
    const term = data?.Term ?? 'Week';
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="licence-projects-heading" className="flex min-w-0 flex-col gap-3">
          <h2 id="licence-projects-heading" className="text-lg font-semibold">
            {t('management.projectsHeading', { count: projects.length })}
          </h2>
          <ul
            className="border-border divide-border divide-y rounded-md border"
            data-testid="licence-rows"
          >
            {projects.map((project) => {
              const status = licenceStatusText(project, now);
              const date =
                'date' in status && status.date !== null
                  ? licenceDateText(status.date, locale)
                  : '';
              const actions = projectActions(project, choices, actionContext);
              const choice = choices[project.Id] ?? 'none';
              return (
                <li
                  key={project.Id}
                  className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
                  data-testid="licence-row"
                  data-project-id={project.Id}
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <span className="font-medium break-words">{project.Name}</span>
                    <StatusIndicator
                      size="sm"
                      status={STATUS_LOOK[status.key]}
                      label={t(`status.${status.key}`, { date })}
                      data-testid="licence-status"
                    />
                  </div>
                  <Select
                    aria-label={t('management.actionFor', { name: project.Name })}
                    className="w-full sm:w-56"
                    value={actions.includes(choice) ? choice : 'none'}
                    onValueChange={(value) => choose(project.Id, value as LicenceAction)}
                    options={actions.map((action) => ({
                      value: action,
                      label: t(`actions.${action}`),
                    }))}
                    disabled={saving}
                    data-testid="licence-action"
                  />
                </li>
              );
            })}
          </ul>
        </section>

        <aside
          aria-labelledby="order-summary-heading"
          className="border-border bg-surface-raised flex h-fit flex-col gap-4 rounded-md border p-4"
          data-testid="order-summary"
        >
          <h2 id="order-summary-heading" className="text-lg font-semibold">
            {t('summary.heading')}
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm [&_dd]:text-end">
            <dt className="text-text-muted">{t('summary.term')}</dt>
            <dd data-testid="summary-term">{t(`terms.${term}`)}</dd>
            <dt className="text-text-muted">{t('summary.unitPrice')}</dt>
            <dd className="tabular-nums" data-testid="summary-unit-price">
              {t('summary.perTerm', {
                price: money(data?.UnitPrice ?? 0),
                term: t(`terms.${term}`),
              })}
            </dd>
            {data?.Renewal ? (
              <>
                <dt className="text-text-muted">{t('summary.renewal')}</dt>
                <dd data-testid="summary-renewal">{licenceDateText(data.Renewal, locale)}</dd>
              </>
            ) : null}
            <dt className="text-text-muted">{t('summary.added')}</dt>
            <dd className="tabular-nums" data-testid="summary-added">
              {order.added.length}
            </dd>
            <dt className="text-text-muted">{t('summary.removed')}</dt>
            <dd className="tabular-nums" data-testid="summary-removed">
              {order.removed.length}
            </dd>
          </dl>

          <div
            className="border-border border-t pt-3"
            aria-live="polite"
            aria-busy={estimate.isFetching}
          >
            {estimate.isPending ? (
              <Skeleton className="h-24 w-full" />
            ) : estimate.error ? (
              <InlineNotification
                kind="error"
                title={t('summary.estimateFailed')}
                text={errorMessage(estimate.error, t('summary.estimateAction'))}
                data-testid="estimate-error"
              />
            ) : view ? (
              <>
                <dl
                  className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm"
                  data-testid="estimate"
                >
                  <dt className="text-text-muted">
                    {t('summary.renewalSubTotal', { count: order.licenceCount })}
                  </dt>
                  <dd className="tabular-nums" data-testid="estimate-renewal">
                    {money(view.renewalSubTotal)}
                  </dd>
                  <dt className="text-text-muted">
                    {view.proratedDays !== null && view.termDays !== null
                      ? t('summary.proratedDays', {
                          days: view.proratedDays,
                          termDays: view.termDays,
                        })
                      : t('summary.prorated')}
                  </dt>
                  <dd className="tabular-nums" data-testid="estimate-prorated">
                    {money(view.proratedSubTotal)}
                  </dd>
                  <dt className="text-text-muted">{t('summary.subTotal')}</dt>
                  <dd className="tabular-nums" data-testid="estimate-subtotal">
                    {money(view.subTotal)}
                  </dd>
                  <dt className="text-text-muted">
                    {t('summary.discount', { percent: view.discountPercentage })}
                  </dt>
                  <dd className="tabular-nums" data-testid="estimate-discount">
                    {view.discount > 0 ? `−${money(view.discount)}` : money(0)}
                  </dd>
                  <dt className="font-semibold">{t('summary.total')}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="estimate-total">
                    {money(view.total)}
                  </dd>
                </dl>
                <p className="text-text-muted mt-2 text-xs" data-testid="estimate-formula">
                  {t('summary.formula', {
                    count: order.licenceCount,
                    price: money(data?.UnitPrice ?? 0),
                    term: t(`terms.${term}`),
                    added: Math.max(0, order.added.length),
                    days: view.proratedDays ?? 0,
                    termDays: view.termDays ?? 0,
                    percent: view.discountPercentage,
                    noCharge:
                      term === 'Month' ? t('summary.noChargeMonth') : t('summary.noChargeWeek'),
                  })}
                </p>
                <p className="text-text-muted mt-1 text-xs">
                  {t('summary.currency', { currency: view.currency })}
                </p>
              </>
            ) : null}
          </div>

          <form
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (canSave) void save();
            }}
          >
            <FormField
              label={t('summary.reference')}
              helperText={
                adding
                  ? t('summary.referenceHelp', { max: LICENCE_REFERENCE_MAX_LENGTH })
                  : t('summary.referenceOnlyWhenAdding')
              }
              error={referenceError ? validationMessage(referenceError) : undefined}
            >
              <TextInput
                {...form.register('reference')}
                disabled={!adding || saving}
                autoComplete="off"
                data-testid="licence-reference"
              />
            </FormField>

            {failure ? (
              <InlineNotification
                kind="error"
                title={t('management.saveFailed')}
                text={failure}
                data-testid="licences-save-error"
              />
            ) : null}
            {succeeded ? (
              <InlineNotification
                kind="success"
                title={t('management.saved')}
                text={t('management.savedText')}
                action={
                  <StyledLink asChild>
                    <Link href={organisationsHref(organisation)}>{t('management.savedLink')}</Link>
                  </StyledLink>
                }
                onClose={() => setSucceeded(false)}
                data-testid="licences-saved"
              />
            ) : null}

            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end lg:flex-col xl:flex-row">
              <Button
                type="button"
                variant="secondary"
                onClick={() => navigate(organisationsHref(organisation))}
                data-testid="licences-cancel"
              >
                {t('management.cancel')}
              </Button>
              <Button
                type="submit"
                loading={saving}
                disabled={!canSave}
                aria-describedby={nothingToSave ? 'licences-nothing-to-save' : undefined}
                data-testid="licences-save"
              >
                {firstPurchase ? t('management.purchase') : t('management.saveChanges')}
              </Button>
            </div>
            {nothingToSave && !saving ? (
              <p id="licences-nothing-to-save" className="text-text-muted text-xs">
                {validationMessage(nothingToSave)}
              </p>
            ) : null}
          </form>
        </aside>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      {header}
      {body}
      <DangerModal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('management.removeTitle', { count: order.removed.length })}
        description={t('management.removeText', {
          names: projects
            .filter((p) => order.removed.includes(p.Id))
            .map((p) => p.Name)
            .join(', '),
          renewal: licenceDateText(details.data?.Renewal ?? null, locale),
        })}
        confirmLabel={t('management.removeConfirm')}
        errorMessage={(error) => errorMessage(error, t('management.saveAction'))}
        onConfirm={runOrder}
      />
    </div>
  );
}

import type { OrganisationRecord } from '@aq/api';
import { useCurrentUser, useOrganisationsV2 } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { EmptyState } from '@aq/ui/empty-state';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Skeleton } from '@aq/ui/skeleton';
import { Tabs } from '@aq/ui/tabs';
import { ChevronDown, Network } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { administrationHref, ORGANISATION_TABS, type OrganisationTab } from './administration-path';
import { OrganisationDetails } from './organisation-details';
import { OrganisationProjects } from './organisation-projects';
import { ancestorNames, flattenTree, organisationTree } from './organisation-tree';
import { OrganisationTreeView } from './organisation-tree-view';
import { OrganisationUsers } from './organisation-users';
import { manageLicencesRefusal, manageUsersRefusal } from './permissions';

type Organisation = z.output<typeof OrganisationRecord>;

/**
 * Administration (issue 19): `/OneView/organisations?query={"organisationName"?: "…"}`. A tree of
 * the organisations the caller manages (customers nested under their parent, each opening to its
 * projects and users) beside the chosen organisation's panel: Details, Projects and Users (the
 * panel in the route query's `tab`). Without an organisation in the query the caller's own (or
 * the first of the tree) is shown. At phone width the tree folds into a button above the panel.
 */
export default function AdministrationPage() {
  const { t } = useTranslation('administration');
  useDocumentTitle({ section: t('title') });
  const errorMessage = useUserErrorMessage();
  const { query } = useRouteQuery();
  const [, navigate] = useLocation();
  const organisations = useOrganisationsV2();
  const currentUser = useCurrentUser();
  const tree = useMemo(
    () => organisationTree(organisations.data?.Items ?? []),
    [organisations.data],
  );
  const all = useMemo(() => flattenTree(tree), [tree]);
  const wanted = typeof query.organisationName === 'string' ? query.organisationName : null;
  const tab: OrganisationTab = ORGANISATION_TABS.includes(query.tab as OrganisationTab)
    ? (query.tab as OrganisationTab)
    : 'details';
  // Without a choice in the query: the caller's own organisation, else the first of the tree.
  const own = currentUser.data?.OrganisationName;
  const selected: Organisation | null = wanted
    ? (all.find((organisation) => organisation.Name === wanted) ?? null)
    : (all.find((organisation) => organisation.Name === own) ?? all[0] ?? null);
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const [phoneTreeOpen, setPhoneTreeOpen] = useState(false);
  // The chosen organisation's branch and those leading to it are open unless the user closed them.
  const expanded = useMemo(() => {
    const open = new Set(toggled);
    if (selected) {
      for (const name of [...ancestorNames(tree, selected.Name), selected.Name]) {
        if (!open.has(`!${name}`)) open.add(name);
      }
    }
    return open;
  }, [toggled, selected, tree]);

  function toggle(name: string) {
    setToggled((previous) => {
      const next = new Set(previous);
      if (expanded.has(name)) {
        next.delete(name);
        next.add(`!${name}`);
      } else {
        next.delete(`!${name}`);
        next.add(name);
      }
      return next;
    });
  }

  const go = (name: string, nextTab: OrganisationTab = 'details') => {
    setPhoneTreeOpen(false);
    navigate(administrationHref(name, nextTab));
  };

  const treeBody = organisations.isPending ? (
    <div className="flex flex-col gap-2" role="status" aria-label={t('tree.loading')}>
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="ms-6 h-6 w-1/2" />
    </div>
  ) : (
    <OrganisationTreeView
      tree={tree}
      selected={selected?.Name ?? null}
      expanded={expanded}
      onToggle={toggle}
    />
  );

  return (
    // A container, so the tree sits beside the panel by the page's own width (a phone's, a story's).
    <div className="@container mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="text-text-muted text-sm">{t('intro')}</p>
      </div>

      {organisations.error ? (
        <InlineNotification
          kind="error"
          title={t('loadFailed')}
          text={errorMessage(organisations.error, t('loadAction'))}
          action={
            <Button size="sm" variant="secondary" onClick={() => void organisations.refetch()}>
              {t('retry')}
            </Button>
          }
          data-testid="administration-error"
        />
      ) : organisations.data && organisations.data.Items.length === 0 ? (
        <EmptyState
          icon={<Network />}
          title={t('empty')}
          text={t('emptyText')}
          data-testid="administration-empty"
        />
      ) : (
        <div className="flex flex-col gap-6 @2xl:grid @2xl:grid-cols-[16rem_minmax(0,1fr)] @4xl:grid-cols-[18rem_minmax(0,1fr)]">
          <section className="flex flex-col gap-2" aria-label={t('tree.title')}>
            <Button
              variant="secondary"
              className="justify-between @2xl:hidden"
              aria-expanded={phoneTreeOpen}
              aria-controls="administration-tree"
              onClick={() => setPhoneTreeOpen((open) => !open)}
              data-testid="tree-phone-toggle"
            >
              <span className="truncate">
                {selected ? t('tree.showing', { name: selected.Name }) : t('tree.title')}
              </span>
              <ChevronDown
                aria-hidden="true"
                className={`size-4 shrink-0 transition-transform ${phoneTreeOpen ? 'rotate-180' : ''}`}
              />
            </Button>
            <h2 className="hidden text-sm font-semibold @2xl:block">{t('tree.title')}</h2>
            <div
              id="administration-tree"
              className={`border-border bg-surface-raised rounded-card border p-2 ${phoneTreeOpen ? '' : 'hidden @2xl:block'}`}
            >
              {treeBody}
            </div>
          </section>
          <section className="min-w-0" aria-label={t('panel.label')}>
            {organisations.isPending ? (
              <div className="flex flex-col gap-4" aria-busy="true">
                <Skeleton className="h-9 w-1/2" />
                <Skeleton className="h-48 w-full" />
              </div>
            ) : selected ? (
              <OrganisationPanel
                key={selected.Name}
                organisation={selected}
                tab={tab}
                onTab={(next) =>
                  navigate(administrationHref(selected.Name, next), { replace: true })
                }
                onSelect={go}
                caller={currentUser.data ?? null}
              />
            ) : (
              <InlineNotification
                kind="warning"
                title={t('notFound', { name: wanted ?? '' })}
                text={t('notFoundText')}
                data-testid="organisation-not-found"
              />
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/** The chosen organisation's heading and its three panels. */
function OrganisationPanel({
  organisation,
  tab,
  onTab,
  onSelect,
  caller,
}: {
  organisation: Organisation;
  tab: OrganisationTab;
  onTab: (tab: OrganisationTab) => void;
  onSelect: (name: string, tab?: OrganisationTab) => void;
  caller: { Id: string; OrganisationName: string; Permissions: string[] } | null;
}) {
  const { t } = useTranslation('administration');
  const who = caller ?? { Id: '', OrganisationName: '', Permissions: [] };
  const usersRefusal = manageUsersRefusal(who);
  const licencesRefusal = manageLicencesRefusal(who, organisation.Name);
  const reason = (refusal: string | null) => (refusal ? t(`refusals.${refusal}`) : null);
  return (
    <div className="flex flex-col gap-4" data-testid="organisation-panel">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold break-words" data-testid="organisation-heading">
          {organisation.Name}
        </h2>
        {organisation.ParentOrganisationName ? (
          <p className="text-text-muted text-sm">
            {t('panel.customerOf', { parent: organisation.ParentOrganisationName })}
          </p>
        ) : null}
      </div>
      <Tabs
        label={t('panel.tabs', { name: organisation.Name })}
        value={tab}
        onValueChange={(next) => onTab(next as OrganisationTab)}
        items={ORGANISATION_TABS.map((id) => ({
          value: id,
          label:
            id === 'details'
              ? t('tabs.details')
              : id === 'projects'
                ? t('tabs.projects', { total: organisation.ProjectCount })
                : t('tabs.users', { total: organisation.UserCount }),
          content:
            id === 'details' ? (
              <OrganisationDetails
                organisation={organisation}
                refusal={reason(usersRefusal)}
                onRenamed={(name) => onSelect(name)}
                onCustomerCreated={(name) => onSelect(name)}
              />
            ) : id === 'projects' ? (
              <OrganisationProjects
                organisation={organisation.Name}
                licenceRefusal={reason(licencesRefusal)}
              />
            ) : (
              <OrganisationUsers
                organisation={organisation.Name}
                timeZoneId={organisation.TimeZoneId}
                currentUserId={caller?.Id ?? null}
                refusal={reason(usersRefusal)}
              />
            ),
        }))}
      />
    </div>
  );
}

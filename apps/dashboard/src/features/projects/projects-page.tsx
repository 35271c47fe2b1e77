import { useFeatureFlag, useProjectSummaries, useSetProjectFavourite } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { EmptyState } from '@aq/ui/empty-state';
import { Select } from '@aq/ui/select';
import { TextInput } from '@aq/ui/text-input';
import { Tile, TileGrid } from '@aq/ui/tile';
import { toast } from '@aq/ui/toast';
import { Tooltip } from '@aq/ui/tooltip';
import { Plus, Search } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppConfig } from '../../lib/app-config';
import { useHasPermission } from '../../lib/permissions';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { NotLicensedTag } from '../licensing/not-licensed';
import { CreateProjectWizard } from './create-project-wizard';
import {
  listStateFromQuery,
  PROJECTS_PAGE_SIZE,
  queryFromListState,
  SEARCH_DEBOUNCE_MS,
  SORT_CHOICES,
  sortFromValue,
  sortValue,
  type ProjectsListState,
} from './list-state';
import { projectHref } from './project-href';

function ProjectSection({
  favourites,
  state,
  headingId,
}: {
  favourites: boolean;
  state: ProjectsListState;
  headingId: string;
}) {
  const { t } = useTranslation('projects');
  const errorMessage = useUserErrorMessage();
  const summaries = useProjectSummaries({
    favourites,
    search: state.search,
    sort: state.sort,
    limit: PROJECTS_PAGE_SIZE,
  });
  const setFavourite = useSetProjectFavourite();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const items = summaries.data?.pages.flatMap((page) => page.Items) ?? [];
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = summaries;

  // More pages load when the end of the section scrolls into view.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
        void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  function toggle(projectId: string, name: string, favourite: boolean) {
    setPending((current) => new Set([...current, projectId]));
    setFavourite.mutate(
      { projectId, starred: favourite },
      {
        onError: (error) =>
          toast({
            kind: 'error',
            title: favourite ? t('favouriteFailed', { name }) : t('unfavouriteFailed', { name }),
            text: errorMessage(error, t('favouriteAction')),
          }),
        onSettled: () =>
          setPending((current) => {
            const next = new Set(current);
            next.delete(projectId);
            return next;
          }),
      },
    );
  }

  if (summaries.isError) {
    return (
      <p role="alert" className="text-danger text-sm">
        {errorMessage(summaries.error, t('loadAction'))}
      </p>
    );
  }
  if (!summaries.isPending && items.length === 0) {
    return (
      <EmptyState
        title={state.search.trim() ? t('noResults') : t('noProjects')}
        headingLevel={3}
        data-testid={`${favourites ? 'favourites' : 'all'}-empty`}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <TileGrid
        loading={summaries.isPending}
        skeletonCount={favourites ? 3 : 6}
        aria-labelledby={headingId}
        data-testid={favourites ? 'favourites-grid' : 'all-grid'}
      >
        {items.map((project) => (
          <Tile
            key={project.Id}
            data-testid="project-tile"
            headingLevel={3}
            title={project.Name}
            lines={[
              project.OrganisationName,
              project.LocationLabel ?? formatLocation(project.Location),
              ...(project.IsLicensed ? [] : [<NotLicensedTag key="licence" />]),
            ]}
            favourite={project.IsStarred}
            favouritePending={pending.has(project.Id)}
            onFavouriteChange={(next) => toggle(project.Id, project.Name, next)}
            accessible={project.CanAccessProject}
            inaccessibleReason={t('noAccess')}
            renderLink={(children) => <Link href={projectHref(project.Id)}>{children}</Link>}
          />
        ))}
      </TileGrid>
      <div ref={sentinel} className="flex justify-center">
        {summaries.isPending ? null : hasNextPage ? (
          <Button
            variant="secondary"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        ) : (
          <p className="text-text-muted text-sm">{t('nothingMore')}</p>
        )}
      </div>
    </div>
  );
}

function formatLocation(
  location: { Latitude: number; Longitude: number } | null | undefined,
): string {
  if (!location) return '';
  return `${location.Latitude.toFixed(4)}, ${location.Longitude.toFixed(4)}`;
}

/**
 * The projects list (projects §2): Favorites and All projects, 12 tiles a page loaded as the
 * section scrolls into view, search (300 ms debounce) and sort kept in the route query, star to
 * favourite (optimistic, reverted with a toast on failure), and Create project.
 */
export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  const { ProductName } = useAppConfig();
  const { query, setQuery } = useRouteQuery();
  const state = listStateFromQuery(query);
  const [searchText, setSearchText] = useState(state.search);
  const canCreate = useFeatureFlag('UnlicensedProjectAccess');
  // Only users who manage projects see Create project; the flag then decides whether it works.
  const managesProjects = useHasPermission('Manage_Projects');
  const [creating, setCreating] = useState(false);
  useDocumentTitle({ section: t('title') });

  // The search applies 300 ms after the last key press and is kept in the address. A project
  // opened within those 300 ms wins: while the next screen loads, Suspense keeps this one mounted
  // but hidden (its layout effects cleaned up, its timers running), and a late search must not
  // bring the user back to the list.
  const shown = useRef(false);
  useLayoutEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const { search: appliedSearch, sort } = state;
  useEffect(() => {
    if (searchText === appliedSearch) return;
    const timer = setTimeout(() => {
      if (shown.current) setQuery(queryFromListState({ search: searchText, sort }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, appliedSearch, sort, setQuery]);

  // Without the UnlicensedProjectAccess flag the button stays focusable (for its tooltip) but does nothing.
  const createButton = (
    <Button
      data-testid="create-project"
      aria-disabled={canCreate ? undefined : true}
      className={canCreate ? undefined : 'cursor-not-allowed opacity-50'}
      onClick={() => (canCreate ? setCreating(true) : undefined)}
    >
      <Plus aria-hidden="true" className="size-4" />
      {t('create')}
    </Button>
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end gap-4">
        <h1 className="flex-1 text-3xl font-semibold">{t('title')}</h1>
        {!managesProjects ? null : canCreate ? (
          createButton
        ) : (
          <Tooltip content={t('createNotAllowed', { product: ProductName })}>
            {createButton}
          </Tooltip>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <div className="w-full max-w-sm">
          <TextInput
            type="search"
            leadingIcon={<Search />}
            aria-label={t('search')}
            placeholder={t('search')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <Select
          aria-label={t('sortBy')}
          className="w-64"
          value={sortValue(state.sort)}
          onValueChange={(value) =>
            setQuery(queryFromListState({ ...state, sort: sortFromValue(value) }))
          }
          options={SORT_CHOICES.map((choice) => ({
            value: choice,
            label: t(`sort.${choice.replace(':', '_')}`),
          }))}
        />
      </div>
      <section aria-labelledby="favourites-heading" className="flex flex-col gap-4">
        <h2 id="favourites-heading" className="text-lg font-semibold">
          {t('favourites')}
        </h2>
        <ProjectSection favourites state={state} headingId="favourites-heading" />
      </section>
      <section aria-labelledby="all-heading" className="flex flex-col gap-4">
        <h2 id="all-heading" className="text-lg font-semibold">
          {t('allProjects')}
        </h2>
        <ProjectSection favourites={false} state={state} headingId="all-heading" />
      </section>
      {creating ? <CreateProjectWizard onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

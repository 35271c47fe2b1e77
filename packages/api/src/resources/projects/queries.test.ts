import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import type { Endpoint } from '../../http/endpoint';
import {
  applyOptimisticFavourite,
  compareProjectSummaries,
  matchesProjectSearch,
  projectDetailsQuery,
  projectKeys,
  projectSummariesQuery,
  projectSummaryList,
  restoreFavourite,
  withProjectStarred,
  type ProjectSummaryList,
  type ProjectSummaryPages,
} from './queries';
import type { ProjectSummary, ProjectSummaryPage } from './schemas';

type Summary = z.infer<typeof ProjectSummary>;
type Page = z.infer<typeof ProjectSummaryPage>;

function tile(name: string, organisation = 'Demo Environmental', starred = false): Summary {
  return {
    Id: `id-${name.toLowerCase().replace(/\W/g, '-')}`,
    Name: name,
    OrganisationName: organisation,
    Location: { Latitude: 40.5, Longitude: -74.25 },
    LocationLabel: 'Brooklyn, New York',
    IsStarred: starred,
    CanAccessProject: true,
    IsLicensed: true,
  };
}

function pages(...contents: Array<[Summary[], string | null]>): ProjectSummaryPages {
  return {
    pages: contents.map(([Items, Next]) => ({ Items, PageToken: { Next } })),
    pageParams: contents.map((_, i) => (i === 0 ? null : `token-${i}`)),
  };
}

const names = (data: ProjectSummaryPages) =>
  data.pages.map((page) => page.Items.map((i) => i.Name));

const byName = projectSummaryList();
const favouritesList = projectSummaryList({ favourites: true });
const othersList = projectSummaryList({ favourites: false });

/** A client answering from a function of the endpoint and input, recording the calls. */
function fakeClient(answer: (endpoint: Endpoint, input: unknown) => unknown) {
  const calls: Array<{ id: string; input: unknown }> = [];
  const client = {
    call: async (endpoint: Endpoint, input: unknown) => {
      calls.push({ id: endpoint.id, input });
      return answer(endpoint, input);
    },
  } as unknown as ApiClient;
  return { client, calls };
}

describe('project query keys and options', () => {
  it('fill in the list defaults (12 a page, by name ascending), so equal lists share a key', () => {
    expect(projectKeys.summaryList({ search: '  brook ' })).toEqual([
      'projects',
      'summaries',
      { favourites: null, search: 'brook', sort: { Key: 'name', Dir: 'asc' }, limit: 12 },
    ]);
    expect(projectKeys.summaryList({})).toEqual(projectKeys.summaryList(byName));
    expect(projectKeys.summaryList({ favourites: true })).not.toEqual(
      projectKeys.summaryList({ favourites: false }),
    );
  });

  it('nest from general to specific, keeping tiles and details out of the list prefix', () => {
    expect(projectKeys.summaryList().slice(0, 2)).toEqual(projectKeys.summaries());
    expect(projectKeys.detail('p1')).toEqual(['projects', 'details', 'p1']);
    expect(projectKeys.summary('p1')).toEqual(['projects', 'summary', 'p1']);
    expect(projectKeys.summary('p1').slice(0, 2)).not.toEqual(projectKeys.summaries());
  });

  it('caches project details for 5 minutes (spec 03 §9)', () => {
    const { client } = fakeClient(() => ({}));
    expect(projectDetailsQuery(client, 'p1').staleTime).toBe(300_000);
    expect(projectDetailsQuery(client, 'p1').queryKey).toEqual(['projects', 'details', 'p1']);
  });

  it('pages a list through PageToken.Next with the filter, sort, search and limit', async () => {
    const answers: Record<string, Page> = {
      first: { Items: [tile('Alpha')], PageToken: { Next: 'next-1' } },
      'next-1': { Items: [tile('Bravo')], PageToken: { Next: null } },
    };
    const { client, calls } = fakeClient((_endpoint, input) => {
      const token = (input as { query: { Token?: string } }).query.Token;
      return answers[token ?? 'first'];
    });
    const queryClient = new QueryClient();
    const options = projectSummariesQuery(client, {
      favourites: false,
      search: 'yard',
      sort: { Key: 'organisationName', Dir: 'desc' },
      limit: 1,
    });
    await queryClient.fetchInfiniteQuery(options);
    const observerData = () => queryClient.getQueryData<ProjectSummaryPages>(options.queryKey);
    expect(options.getNextPageParam(answers.first as Page, [], null, [])).toBe('next-1');
    expect(options.getNextPageParam(answers['next-1'] as Page, [], 'next-1', [])).toBeNull();
    await queryClient.fetchInfiniteQuery({ ...options, pages: 2 });
    expect(names(observerData() as ProjectSummaryPages)).toEqual([['Alpha'], ['Bravo']]);
    expect(calls.map((c) => c.input)).toContainEqual({
      query: {
        FilterBy: { Key: 'IsUserFavourite', Type: 'Eq', Value: false },
        SortBy: { Key: 'organisationName', Dir: 'desc' },
        Search: 'yard',
        Token: 'next-1',
        Limit: 1,
      },
    });
    expect(calls[0]?.input).toEqual({
      query: {
        FilterBy: { Key: 'IsUserFavourite', Type: 'Eq', Value: false },
        SortBy: { Key: 'organisationName', Dir: 'desc' },
        Search: 'yard',
        Limit: 1,
      },
    });
  });

  it('asks for every project, unfiltered and unsearched, by default', async () => {
    const { client, calls } = fakeClient(() => ({ Items: [], PageToken: { Next: null } }));
    await new QueryClient().fetchInfiniteQuery(projectSummariesQuery(client));
    expect(calls).toEqual([
      {
        id: 'getProjectSummaries',
        input: { query: { SortBy: { Key: 'name', Dir: 'asc' }, Limit: 12 } },
      },
    ]);
  });
});

describe('the order and search the cache follows', () => {
  it('sorts like the server: key ignoring case, then exact name, then id; ties ascending', () => {
    const list = [
      tile('foxtrot'),
      tile('alpha works', 'Harbour Consulting'),
      tile('Canal_Dig'),
      tile('Alpha Works'),
      tile('Canal Dig'),
    ];
    expect(
      [...list].sort(compareProjectSummaries({ Key: 'name', Dir: 'asc' })).map((t) => t.Name),
    ).toEqual(['Alpha Works', 'alpha works', 'Canal Dig', 'Canal_Dig', 'foxtrot']);
    expect(
      [...list].sort(compareProjectSummaries({ Key: 'name', Dir: 'desc' })).map((t) => t.Name),
    ).toEqual(['foxtrot', 'Canal_Dig', 'Canal Dig', 'Alpha Works', 'alpha works']);
    expect(
      [...list]
        .sort(compareProjectSummaries({ Key: 'organisationName', Dir: 'desc' }))
        .map((t) => t.Name),
    ).toEqual(['alpha works', 'Alpha Works', 'Canal Dig', 'Canal_Dig', 'foxtrot']);
  });

  it('searches names, organisation names and labels, ignoring case, literally', () => {
    expect(matchesProjectSearch(tile('Canal Dig'), 'CANAL')).toBe(true);
    expect(matchesProjectSearch(tile('Canal Dig'), 'brooklyn')).toBe(true);
    expect(matchesProjectSearch(tile('Canal Dig'), 'environ')).toBe(true);
    expect(matchesProjectSearch(tile('Canal Dig'), 'l_d')).toBe(false);
    expect(matchesProjectSearch(tile('Canal Dig'), '   ')).toBe(true);
  });
});

describe('starring in the cached lists', () => {
  const alpha = tile('Alpha');
  const bravo = tile('Bravo');
  const charlie = tile('Charlie');
  const delta = tile('Delta');
  const echo = tile('Echo');

  it('shows the new star in place in the unfiltered list', () => {
    const data = pages([[alpha, bravo], 'token-1'], [[charlie], null]);
    const result = withProjectStarred(data, byName, bravo, true);
    expect(names(result)).toEqual([['Alpha', 'Bravo'], ['Charlie']]);
    expect(result.pages[0]?.Items[1]?.IsStarred).toBe(true);
    expect(result.pages[0]?.PageToken.Next).toBe('token-1');
    // The cache entry given is never changed.
    expect(data.pages[0]?.Items[1]?.IsStarred).toBe(false);
  });

  it('adds a starred project to the favourites at its sorted place among the loaded pages', () => {
    const data = pages([[alpha, charlie], 'token-1'], [[echo], null]);
    expect(names(withProjectStarred(data, favouritesList, bravo, true))).toEqual([
      ['Alpha', 'Bravo', 'Charlie'],
      ['Echo'],
    ]);
    expect(names(withProjectStarred(data, favouritesList, delta, true))).toEqual([
      ['Alpha', 'Charlie'],
      ['Delta', 'Echo'],
    ]);
  });

  it('appends after the last item only when every page is loaded', () => {
    const complete = pages([[alpha, bravo], null]);
    expect(names(withProjectStarred(complete, favouritesList, echo, true))).toEqual([
      ['Alpha', 'Bravo', 'Echo'],
    ]);
    const more = pages([[alpha, bravo], 'token-1']);
    expect(names(withProjectStarred(more, favouritesList, echo, true))).toEqual([
      ['Alpha', 'Bravo'],
    ]);
    const empty = pages([[], null]);
    expect(names(withProjectStarred(empty, favouritesList, echo, true))).toEqual([['Echo']]);
  });

  it('takes a starred project out of the others list, and puts an unstarred one back', () => {
    const data = pages([[alpha, bravo], 'token-1'], [[charlie, delta], null]);
    expect(names(withProjectStarred(data, othersList, charlie, true))).toEqual([
      ['Alpha', 'Bravo'],
      ['Delta'],
    ]);
    const without = pages([[alpha, bravo], 'token-1'], [[delta], null]);
    const back = withProjectStarred(without, othersList, { ...charlie, IsStarred: true }, false);
    expect(names(back)).toEqual([
      ['Alpha', 'Bravo'],
      ['Charlie', 'Delta'],
    ]);
    expect(back.pages[1]?.Items[0]?.IsStarred).toBe(false);
  });

  it('takes an unstarred project out of the favourites', () => {
    const data = pages([
      [
        { ...alpha, IsStarred: true },
        { ...bravo, IsStarred: true },
      ],
      null,
    ]);
    expect(names(withProjectStarred(data, favouritesList, bravo, false))).toEqual([['Alpha']]);
  });

  it('leaves a project out of a list whose search it does not match', () => {
    const searched: ProjectSummaryList = { ...favouritesList, search: 'alp' };
    const data = pages([[], null]);
    expect(names(withProjectStarred(data, searched, bravo, true))).toEqual([[]]);
    expect(names(withProjectStarred(data, searched, alpha, true))).toEqual([['Alpha']]);
  });

  it('places by the list’s sort', () => {
    const list: ProjectSummaryList = {
      ...favouritesList,
      sort: { Key: 'organisationName', Dir: 'desc' },
    };
    const harbour = tile('Zulu', 'Harbour Consulting');
    const data = pages([[tile('Yankee', 'Harbour Consulting'), alpha], null]);
    expect(names(withProjectStarred(data, list, harbour, true))).toEqual([
      ['Yankee', 'Zulu', 'Alpha'],
    ]);
  });
});

describe('the optimistic star across lists, and its rollback', () => {
  it('moves the project between the favourites and the others, stars the tile, and restores all on failure', () => {
    const queryClient = new QueryClient();
    const alpha = tile('Alpha');
    const bravo = tile('Bravo');
    const favouritesKey = projectKeys.summaryList({ favourites: true });
    const othersKey = projectKeys.summaryList({ favourites: false });
    const allKey = projectKeys.summaryList();
    const favourites = pages([[{ ...alpha, IsStarred: true }], null]);
    const others = pages([[bravo], null]);
    const all = pages([[{ ...alpha, IsStarred: true }, bravo], null]);
    queryClient.setQueryData(favouritesKey, favourites);
    queryClient.setQueryData(othersKey, others);
    queryClient.setQueryData(allKey, all);
    queryClient.setQueryData(projectKeys.summary(bravo.Id), bravo);

    const snapshot = applyOptimisticFavourite(queryClient, bravo.Id, true);
    const read = (key: readonly unknown[]) =>
      names(queryClient.getQueryData<ProjectSummaryPages>(key) as ProjectSummaryPages);
    expect(read(favouritesKey)).toEqual([['Alpha', 'Bravo']]);
    expect(read(othersKey)).toEqual([[]]);
    expect(read(allKey)).toEqual([['Alpha', 'Bravo']]);
    expect(
      queryClient
        .getQueryData<ProjectSummaryPages>(allKey)
        ?.pages[0]?.Items.map((item) => item.IsStarred),
    ).toEqual([true, true]);
    expect(queryClient.getQueryData<Summary>(projectKeys.summary(bravo.Id))?.IsStarred).toBe(true);

    restoreFavourite(queryClient, snapshot);
    expect(queryClient.getQueryData(favouritesKey)).toEqual(favourites);
    expect(queryClient.getQueryData(othersKey)).toEqual(others);
    expect(queryClient.getQueryData(allKey)).toEqual(all);
    expect(queryClient.getQueryData(projectKeys.summary(bravo.Id))).toEqual(bravo);
  });

  it('finds the project in any cached list when its tile is not cached', () => {
    const queryClient = new QueryClient();
    const bravo = tile('Bravo');
    const favouritesKey = projectKeys.summaryList({ favourites: true });
    queryClient.setQueryData(favouritesKey, pages([[], null]));
    queryClient.setQueryData(
      projectKeys.summaryList({ favourites: false }),
      pages([[bravo], null]),
    );
    applyOptimisticFavourite(queryClient, bravo.Id, true);
    expect(
      names(queryClient.getQueryData<ProjectSummaryPages>(favouritesKey) as ProjectSummaryPages),
    ).toEqual([['Bravo']]);
  });
});

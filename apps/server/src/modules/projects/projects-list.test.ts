import { projectsApi, type EndpointInput } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import { TOKEN_INVALID, TOKEN_OTHER_QUERY } from './page-token';

// GET /v0.1/getProjectSummaries on a fixed set of projects. Sorting ignores case and compares
// bytes: ' ' (0x20) sorts before '_' (0x5F), and 'A' (0x41) before 'a' (0x61) when two names are
// equal ignoring case (the tie-break on the exact name).

let t: TestApp;
let admin: Caller;
let manager: Caller;
let viewer: Caller;
let other: Caller;
const ids = new Map<string, string>();

const D = DEMO_ORGANISATIONS.demo;
const H = DEMO_ORGANISATIONS.other;

/** The fixture: organisation, name, location label. */
const PROJECTS: Array<[string, string, string | null]> = [
  [D, 'Alpha Works', 'Brooklyn, New York'],
  [D, 'bravo Yard', 'Queens, New York'],
  [D, 'Canal Dig', 'Jersey City, New Jersey'],
  [D, 'Canal_Dig', null],
  [D, 'Delta Pier', 'Grade 5% slope, Long Beach'],
  [D, 'Echo Pier 5', 'Oakland, California'],
  [D, 'foxtrot', 'Lot 7\\B, Boston'],
  [H, 'alpha works', 'Tacoma, Washington'],
  [H, 'Brooklyn Bridge Park', 'Seattle, Washington'],
  [H, 'Golf Course Cleanup', 'Seattle, Washington'],
];

async function insertProject(organisation: string, name: string, label: string | null) {
  const org = await t.handle.db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', organisation)
    .executeTakeFirstOrThrow();
  const row = await t.handle.db
    .insertInto('projects')
    .values({
      organisation_id: org.id,
      name,
      latitude: 40.5,
      longitude: -74.25,
      location_label: label,
      time_zone_id: 'America/New_York',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Key of a project in `ids`: its organisation's initial and name. */
const key = (organisation: string, name: string) => `${organisation[0]}:${name}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
  for (const [organisation, name, label] of PROJECTS)
    ids.set(key(organisation, name), await insertProject(organisation, name, label));
  // The viewer is a member of Canal Dig only.
  await t.handle.db
    .insertInto('project_members')
    .values({
      project_id: ids.get(key(D, 'Canal Dig')) as string,
      user_id: await t.userId('viewer'),
    })
    .execute();
});
afterAll(() => t.close());

interface Summary {
  Id: string;
  Name: string;
  OrganisationName: string;
  Location: { Latitude: number; Longitude: number };
  LocationLabel: string | null;
  IsStarred: boolean;
  CanAccessProject: boolean;
  IsLicensed: boolean;
}
interface Page {
  Items: Summary[];
  PageToken: { Next: string | null };
}
type Query = NonNullable<EndpointInput<typeof projectsApi.getProjectSummaries>['query']>;

async function page(caller: Caller, query: Query): Promise<Page> {
  const response = await t.call(projectsApi.getProjectSummaries, { query }, caller);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

const names = (p: Page) => p.Items.map((item) => item.Name);

/** Every page from the first, following PageToken.Next. */
async function walk(caller: Caller, query: Query): Promise<Page[]> {
  const pages: Page[] = [];
  let token: string | undefined;
  do {
    const next = await page(caller, { ...query, ...(token ? { Token: token } : {}) });
    pages.push(next);
    token = next.PageToken.Next ?? undefined;
    expect(pages.length).toBeLessThan(20);
  } while (token);
  return pages;
}

const DEMO_BY_NAME = [
  'Alpha Works',
  'bravo Yard',
  'Canal Dig',
  'Canal_Dig',
  'Delta Pier',
  'Echo Pier 5',
  'foxtrot',
];

describe('the projects of the list', () => {
  it("lists the caller's organisation by name ascending by default, 100 a page, as tiles", async () => {
    const result = await page(manager, {});
    expect(names(result)).toEqual(DEMO_BY_NAME);
    expect(result.PageToken.Next).toBeNull();
    expect(result.Items[0]).toEqual({
      Id: ids.get(key(D, 'Alpha Works')),
      Name: 'Alpha Works',
      OrganisationName: 'Demo Environmental',
      Location: { Latitude: 40.5, Longitude: -74.25 },
      LocationLabel: 'Brooklyn, New York',
      IsStarred: false,
      CanAccessProject: true,
      // Inserted without a licence (ProjectLicensing on).
      IsLicensed: false,
    });
    expect(result.Items[3]?.LocationLabel).toBeNull();
  });

  it('shows another organisation only its own projects', async () => {
    expect(names(await page(other, {}))).toEqual([
      'alpha works',
      'Brooklyn Bridge Park',
      'Golf Course Cleanup',
    ]);
  });

  it('shows an organisations administrator every organisation, ties by exact name then id', async () => {
    expect(names(await page(admin, {}))).toEqual([
      'Alpha Works',
      'alpha works',
      'bravo Yard',
      'Brooklyn Bridge Park',
      'Canal Dig',
      'Canal_Dig',
      'Delta Pier',
      'Echo Pier 5',
      'foxtrot',
      'Golf Course Cleanup',
    ]);
  });

  it('shows a viewer every project of the organisation, reachable only where they are a member', async () => {
    const result = await page(viewer, {});
    expect(names(result)).toEqual(DEMO_BY_NAME);
    expect(result.Items.filter((item) => item.CanAccessProject).map((item) => item.Name)).toEqual([
      'Canal Dig',
    ]);
    expect((await page(manager, {})).Items.every((item) => item.CanAccessProject)).toBe(true);
    expect((await page(admin, {})).Items.every((item) => item.CanAccessProject)).toBe(true);
  });

  it('leaves out deleted projects', async () => {
    const id = await insertProject(D, 'Zulu Gone', null);
    await t.handle.db
      .updateTable('projects')
      .set({ deleted_at: new Date('2026-11-01T00:00:00Z') })
      .where('id', '=', id)
      .execute();
    expect(names(await page(manager, {}))).toEqual(DEMO_BY_NAME);
  });
});

describe('sorting', () => {
  const ADMIN_BY_NAME_DESC = [
    'Golf Course Cleanup',
    'foxtrot',
    'Echo Pier 5',
    'Delta Pier',
    'Canal_Dig',
    'Canal Dig',
    'Brooklyn Bridge Park',
    'bravo Yard',
    // Equal ignoring case: the tie-break stays ascending whatever the direction.
    'Alpha Works',
    'alpha works',
  ];
  const ADMIN_BY_ORGANISATION_ASC = [
    ...DEMO_BY_NAME,
    'alpha works',
    'Brooklyn Bridge Park',
    'Golf Course Cleanup',
  ];
  const ADMIN_BY_ORGANISATION_DESC = [
    'alpha works',
    'Brooklyn Bridge Park',
    'Golf Course Cleanup',
    ...DEMO_BY_NAME,
  ];

  it('sorts by name descending', async () => {
    expect(names(await page(admin, { SortBy: { Key: 'name', Dir: 'desc' } }))).toEqual(
      ADMIN_BY_NAME_DESC,
    );
  });

  it('sorts by organisation name either way, each organisation by project name', async () => {
    expect(
      names(await page(admin, { SortBy: JSON.stringify({ Key: 'organisationName', Dir: 'asc' }) })),
    ).toEqual(ADMIN_BY_ORGANISATION_ASC);
    expect(names(await page(admin, { SortBy: { Key: 'organisationName', Dir: 'desc' } }))).toEqual(
      ADMIN_BY_ORGANISATION_DESC,
    );
  });

  it.each([
    ['name', 'asc'],
    ['name', 'desc'],
    ['organisationName', 'asc'],
    ['organisationName', 'desc'],
  ] as const)(
    'walks the pages of 3 sorted by %s %s: every project exactly once, in order',
    async (sortKey, dir) => {
      const SortBy = { Key: sortKey, Dir: dir };
      const whole = names(await page(admin, { SortBy }));
      const pages = await walk(admin, { SortBy, Limit: 3 });
      expect(pages.map((p) => p.Items.length)).toEqual([3, 3, 3, 1]);
      expect(pages.flatMap(names)).toEqual(whole);
      expect(new Set(pages.flatMap((p) => p.Items.map((item) => item.Id))).size).toBe(10);
      expect(pages.at(-1)?.PageToken.Next).toBeNull();
    },
  );

  it.each([
    ['name', 'asc', D, 'Aardvark Site', ['Canal Dig', 'Canal_Dig', 'Delta Pier', 'Echo Pier 5']],
    [
      'name',
      'desc',
      D,
      'Zebra Yard',
      ['Canal_Dig', 'Canal Dig', 'Brooklyn Bridge Park', 'bravo Yard'],
    ],
    [
      'organisationName',
      'asc',
      D,
      'Aardvark Site',
      ['Delta Pier', 'Echo Pier 5', 'foxtrot', 'alpha works'],
    ],
    [
      'organisationName',
      'desc',
      H,
      'Aaa Harbour',
      ['bravo Yard', 'Canal Dig', 'Canal_Dig', 'Delta Pier'],
    ],
  ] as const)(
    'sorted by %s %s, keeps page 2 when a project sorting before the cursor arrives (%s %s)',
    async (sortKey, dir, organisation, name, secondPage) => {
      const SortBy = { Key: sortKey, Dir: dir };
      const first = await page(admin, { SortBy, Limit: 4 });
      const inserted = await insertProject(organisation, name, null);
      try {
        const second = await page(admin, {
          SortBy,
          Limit: 4,
          Token: first.PageToken.Next as string,
        });
        expect(names(second)).toEqual(secondPage);
        expect(names(await page(admin, { SortBy, Limit: 11 }))).toContain(name);
      } finally {
        await t.handle.db.deleteFrom('projects').where('id', '=', inserted).execute();
      }
    },
  );

  it('ends with a null token when the last page is exactly full', async () => {
    const pages = await walk(admin, { Limit: 5 });
    expect(pages.map((p) => p.Items.length)).toEqual([5, 5]);
    expect(pages[0]?.PageToken.Next).toEqual(expect.any(String));
    expect(pages[1]?.PageToken.Next).toBeNull();
  });
});

describe('searching', () => {
  it.each([
    ['ALPHA', ['Alpha Works']],
    ['new york', ['Alpha Works', 'bravo Yard']],
    // The wildcards are literal: '_' alone would match every name, 'l_d' would match 'l D'.
    ['_', ['Canal_Dig']],
    ['l_d', ['Canal_Dig']],
    // '%' would match every name, and '5%' every name with a 5 (Echo Pier 5).
    ['%', ['Delta Pier']],
    ['5%', ['Delta Pier']],
    ['\\', ['foxtrot']],
    ['  pier  ', ['Delta Pier', 'Echo Pier 5']],
    ['demo env', DEMO_BY_NAME],
    ['harbour', []],
    ['nothing like this', []],
  ])('finds %j in names, location labels and the organisation name', async (Search, expected) => {
    expect(names(await page(manager, { Search }))).toEqual(expected);
  });

  it("finds another organisation's projects by its name for an organisations administrator", async () => {
    expect(names(await page(admin, { Search: 'HARBOUR' }))).toEqual([
      'alpha works',
      'Brooklyn Bridge Park',
      'Golf Course Cleanup',
    ]);
    expect(names(await page(admin, { Search: 'brooklyn' }))).toEqual([
      'Alpha Works',
      'Brooklyn Bridge Park',
    ]);
  });

  it('pages through search results', async () => {
    // 'er' is in Jersey (Canal Dig's label) and in Pier; no organisation name holds it.
    const pages = await walk(admin, { Search: 'er', Limit: 2 });
    expect(pages.map(names)).toEqual([['Canal Dig', 'Delta Pier'], ['Echo Pier 5']]);
  });
});

describe('the favourites filter', () => {
  const favourites = (Value: boolean) => ({
    Key: 'IsUserFavourite' as const,
    Type: 'Eq' as const,
    Value,
  });

  beforeAll(async () => {
    for (const name of ['Canal Dig', 'foxtrot']) {
      const response = await t.call(
        projectsApi.addProjectFavourite,
        { body: { ProjectId: ids.get(key(D, name)) as string } },
        manager,
      );
      expect(response.statusCode).toBe(200);
    }
    // The administrator's star is theirs alone.
    await t.call(
      projectsApi.addProjectFavourite,
      { body: { ProjectId: ids.get(key(D, 'Alpha Works')) as string } },
      admin,
    );
  });

  it("lists the caller's starred projects for true and the others for false", async () => {
    const starred = await page(manager, { FilterBy: favourites(true) });
    expect(names(starred)).toEqual(['Canal Dig', 'foxtrot']);
    expect(starred.Items.every((item) => item.IsStarred)).toBe(true);
    const rest = await page(manager, { FilterBy: JSON.stringify([favourites(false)]) });
    expect(names(rest)).toEqual([
      'Alpha Works',
      'bravo Yard',
      'Canal_Dig',
      'Delta Pier',
      'Echo Pier 5',
    ]);
    expect(rest.Items.some((item) => item.IsStarred)).toBe(false);
  });

  it('marks the stars in the unfiltered list', async () => {
    const all = await page(manager, {});
    expect(all.Items.filter((item) => item.IsStarred).map((item) => item.Name)).toEqual([
      'Canal Dig',
      'foxtrot',
    ]);
    expect(names(await page(admin, { FilterBy: favourites(true) }))).toEqual(['Alpha Works']);
    expect((await page(viewer, { FilterBy: favourites(true) })).Items).toEqual([]);
  });

  it('combines with search, sort and paging', async () => {
    const pages = await walk(manager, {
      FilterBy: favourites(false),
      Search: 'pier',
      SortBy: { Key: 'name', Dir: 'desc' },
      Limit: 1,
    });
    expect(pages.flatMap(names)).toEqual(['Echo Pier 5', 'Delta Pier']);
  });
});

describe('page tokens', () => {
  it('refuses a token that is not one of ours', async () => {
    for (const Token of ['not-a-token', 'e30', Buffer.from('{"f":"x"}').toString('base64url')]) {
      const response = await t.call(projectsApi.getProjectSummaries, { query: { Token } }, manager);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        Messages: [TOKEN_INVALID],
        Errors: { Token: [TOKEN_INVALID] },
      });
    }
  });

  it('refuses a token reused with another sort, direction, filter or search, but not another limit', async () => {
    const first = await page(manager, { Limit: 2 });
    const Token = first.PageToken.Next as string;
    const others: Query[] = [
      { SortBy: { Key: 'name', Dir: 'desc' } },
      { SortBy: { Key: 'organisationName', Dir: 'asc' } },
      { FilterBy: { Key: 'IsUserFavourite', Type: 'Eq', Value: false } },
      { Search: 'pier' },
    ];
    for (const query of others) {
      const response = await t.call(
        projectsApi.getProjectSummaries,
        { query: { ...query, Token, Limit: 2 } },
        manager,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().Messages).toEqual([TOKEN_OTHER_QUERY]);
    }
    expect(names(await page(manager, { Token, Limit: 3 }))).toEqual([
      'Canal Dig',
      'Canal_Dig',
      'Delta Pier',
    ]);
  });

  it('keeps later pages unchanged when a project is added or deleted before the cursor', async () => {
    const first = await page(manager, { Limit: 3 });
    expect(names(first)).toEqual(['Alpha Works', 'bravo Yard', 'Canal Dig']);
    const before = await insertProject(D, 'Aardvark Site', 'Albany, New York');
    await t.handle.db
      .updateTable('projects')
      .set({ deleted_at: new Date('2026-11-02T09:00:00Z') })
      .where('id', '=', ids.get(key(D, 'bravo Yard')) as string)
      .execute();
    const second = await page(manager, { Limit: 3, Token: first.PageToken.Next as string });
    expect(names(second)).toEqual(['Canal_Dig', 'Delta Pier', 'Echo Pier 5']);
    const third = await page(manager, { Limit: 3, Token: second.PageToken.Next as string });
    expect(names(third)).toEqual(['foxtrot']);
    expect(third.PageToken.Next).toBeNull();
    const seen = [...first.Items, ...second.Items, ...third.Items].map((item) => item.Id);
    expect(new Set(seen).size).toBe(7);
    // A fresh walk sees the new project and not the deleted one.
    expect((await walk(manager, { Limit: 3 })).flatMap(names)).toEqual([
      'Aardvark Site',
      'Alpha Works',
      'Canal Dig',
      'Canal_Dig',
      'Delta Pier',
      'Echo Pier 5',
      'foxtrot',
    ]);
    await t.handle.db.deleteFrom('projects').where('id', '=', before).execute();
    await t.handle.db
      .updateTable('projects')
      .set({ deleted_at: null })
      .where('id', '=', ids.get(key(D, 'bravo Yard')) as string)
      .execute();
  });

  it("continues after the cursor's values even when that project itself was deleted", async () => {
    const first = await page(manager, { Limit: 2 });
    expect(names(first)).toEqual(['Alpha Works', 'bravo Yard']);
    const bravo = ids.get(key(D, 'bravo Yard')) as string;
    await t.handle.db
      .updateTable('projects')
      .set({ deleted_at: new Date('2026-11-02T09:00:00Z') })
      .where('id', '=', bravo)
      .execute();
    expect(names(await page(manager, { Limit: 2, Token: first.PageToken.Next as string }))).toEqual(
      ['Canal Dig', 'Canal_Dig'],
    );
    await t.handle.db
      .updateTable('projects')
      .set({ deleted_at: null })
      .where('id', '=', bravo)
      .execute();
  });
});

describe('bad requests', () => {
  it.each([
    [{ SortBy: '{"Key":"location","Dir":"asc"}' }],
    [{ SortBy: '{"Key":"name","Dir":"up"}' }],
    [{ FilterBy: '{not json' }],
    [{ FilterBy: '{"Key":"Name","Type":"Eq","Value":"x"}' }],
    [{ Limit: 0 }],
    [{ Limit: 501 }],
    [{ Limit: 'ten' }],
    [{ Search: 'x'.repeat(201) }],
  ])('answers 400 with the issues for %j', async (query) => {
    const response = await t.call(
      projectsApi.getProjectSummaries,
      { query: query as unknown as Query },
      manager,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Issues.length).toBeGreaterThan(0);
  });

  it('answers 400, not 500, for a search the database cannot hold', async () => {
    const response = await t.call(
      projectsApi.getProjectSummaries,
      { query: { Search: 'a\u0000b' } },
      manager,
    );
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await t.call(projectsApi.getProjectSummaries, { query: {} }, null)).statusCode).toBe(
      401,
    );
  });
});

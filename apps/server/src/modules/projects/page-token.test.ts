import { describe, expect, it } from 'vitest';
import {
  decodePageToken,
  encodePageToken,
  listFingerprint,
  TOKEN_INVALID,
  TOKEN_OTHER_QUERY,
  type ListShape,
} from './page-token';
import { containsPattern } from './repository';

const byName: ListShape = { sort: 'name', dir: 'asc', starred: undefined, search: undefined };
const byOrganisation: ListShape = { ...byName, sort: 'organisationName' };
const cursor = {
  name: 'Canal Dig',
  organisationName: 'Demo Environmental',
  id: '0b6f3c2e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
};

describe('page tokens', () => {
  it('round-trip the cursor, as URL-safe text', () => {
    const token = encodePageToken(cursor, byOrganisation);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageToken(token, byOrganisation)).toEqual({ cursor });
  });

  it('carry only the name and id when sorting by name', () => {
    const token = encodePageToken(cursor, byName);
    const payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    expect(Object.keys(payload).sort()).toEqual(['f', 'i', 'n']);
    expect(decodePageToken(token, byName)).toEqual({ cursor: { ...cursor, organisationName: '' } });
  });

  it('keep non-Latin names intact', () => {
    const named = { ...cursor, name: 'Łódź Plac Zbawiciela 東京' };
    expect(decodePageToken(encodePageToken(named, byName), byName)).toEqual({
      cursor: { ...named, organisationName: '' },
    });
  });

  it('belong to one sort, direction, filter and search (search ignoring case)', () => {
    const shapes: ListShape[] = [
      byName,
      byOrganisation,
      { ...byName, dir: 'desc' },
      { ...byName, starred: true },
      { ...byName, starred: false },
      { ...byName, search: 'brook' },
    ];
    const prints = shapes.map(listFingerprint);
    expect(new Set(prints).size).toBe(shapes.length);
    expect(listFingerprint({ ...byName, search: 'BROOK' })).toBe(
      listFingerprint({ ...byName, search: 'brook' }),
    );
    const token = encodePageToken(cursor, byName);
    for (const other of shapes.slice(1))
      expect(decodePageToken(token, other)).toEqual({ error: TOKEN_OTHER_QUERY });
  });

  it.each([
    ['not base64url', 'abc+/='],
    ['not JSON', Buffer.from('{"f":').toString('base64url')],
    ['another shape', Buffer.from('{"page":2}').toString('base64url')],
    [
      'a bad id',
      Buffer.from(JSON.stringify({ f: listFingerprint(byName), n: 'A', i: '42' })).toString(
        'base64url',
      ),
    ],
    [
      'a NUL character',
      Buffer.from(
        JSON.stringify({ f: listFingerprint(byName), n: 'A\u0000', i: cursor.id }),
      ).toString('base64url'),
    ],
  ])('refuses %s', (_case, token) => {
    expect(decodePageToken(token, byName)).toEqual({ error: TOKEN_INVALID });
  });

  it('refuses a name-sorted cursor for the organisation sort even with a forged fingerprint', () => {
    const forged = Buffer.from(
      JSON.stringify({ f: listFingerprint(byOrganisation), n: 'A', i: cursor.id }),
    ).toString('base64url');
    expect(decodePageToken(forged, byOrganisation)).toEqual({ error: TOKEN_INVALID });
  });
});

describe('the search pattern', () => {
  it.each([
    ['brook', '%brook%'],
    ['5%', '%5\\%%'],
    ['l_d', '%l\\_d%'],
    ['a\\b', '%a\\\\b%'],
    ['', '%%'],
  ])('finds %j literally anywhere as %j', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});

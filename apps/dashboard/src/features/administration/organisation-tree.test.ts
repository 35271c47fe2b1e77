import { describe, expect, it } from 'vitest';
import {
  ancestorNames,
  flattenTree,
  organisationTree,
  type OrganisationNode,
} from './organisation-tree';

const org = (Name: string, ParentOrganisationName: string | null = null) => ({
  Name,
  ParentOrganisationName,
  TimeZoneId: 'Etc/UTC',
  ProjectCount: 0,
  UserCount: 0,
});

/** The tree as nested names, for readable expectations. */
function shape(tree: readonly OrganisationNode[]): unknown[] {
  return tree.map((node) =>
    node.customers.length
      ? [node.organisation.Name, shape(node.customers)]
      : node.organisation.Name,
  );
}

describe('organisationTree', () => {
  it('nests each customer under its parent and sorts every level by name, case ignored', () => {
    const tree = organisationTree([
      org('zeta Works', 'Harbour Environmental'),
      org('Harbour Environmental'),
      org('Acme Ports', 'Harbour Environmental'),
      org('Quay Builders', 'Acme Ports'),
      org('beacon Labs'),
    ]);
    expect(shape(tree)).toEqual([
      'beacon Labs',
      ['Harbour Environmental', [['Acme Ports', ['Quay Builders']], 'zeta Works']],
    ]);
  });

  it('makes an organisation whose parent the caller does not manage a root', () => {
    // A customer organisation's own administrator sees their organisation, not its parent.
    expect(shape(organisationTree([org('Acme Ports', 'Harbour Environmental')]))).toEqual([
      'Acme Ports',
    ]);
  });

  it('does not nest forever when parents loop or an organisation names itself', () => {
    const tree = organisationTree([org('A', 'B'), org('B', 'A'), org('C', 'C')]);
    expect(shape(tree)).toEqual(['A', 'B', 'C']);
  });

  it('is empty for no organisations', () => {
    expect(organisationTree([])).toEqual([]);
  });
});

describe('ancestorNames', () => {
  const tree = organisationTree([
    org('Harbour Environmental'),
    org('Acme Ports', 'Harbour Environmental'),
    org('Quay Builders', 'Acme Ports'),
    org('Beacon Labs'),
  ]);

  it('names the branches that lead to an organisation, from the root', () => {
    expect(ancestorNames(tree, 'Quay Builders')).toEqual(['Harbour Environmental', 'Acme Ports']);
    expect(ancestorNames(tree, 'Acme Ports')).toEqual(['Harbour Environmental']);
  });

  it('names none for a root or an organisation that is not in the tree', () => {
    expect(ancestorNames(tree, 'Beacon Labs')).toEqual([]);
    expect(ancestorNames(tree, 'Nobody')).toEqual([]);
  });

  it('lists every organisation depth first', () => {
    expect(flattenTree(tree).map((o) => o.Name)).toEqual([
      'Beacon Labs',
      'Harbour Environmental',
      'Acme Ports',
      'Quay Builders',
    ]);
  });
});

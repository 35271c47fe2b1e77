import type { OrganisationRecord } from '@aq/api';
import type { z } from 'zod';

type Organisation = z.output<typeof OrganisationRecord>;

/** An organisation of the administration tree with its customer organisations beneath it. */
export interface OrganisationNode {
  organisation: Organisation;
  customers: OrganisationNode[];
}

function byName(a: Organisation, b: Organisation): number {
  const folded = a.Name.localeCompare(b.Name, undefined, { sensitivity: 'base' });
  return folded !== 0 ? folded : a.Name < b.Name ? -1 : a.Name > b.Name ? 1 : 0;
}

/**
 * The organisations the caller manages as a tree: each customer under its parent, by name (case
 * ignored). An organisation whose parent is not among them (the caller's own organisation, say,
 * when it is itself a customer) is a root. A parent chain that loops back on itself cannot nest
 * forever: the organisations of a loop become roots.
 */
export function organisationTree(items: readonly Organisation[]): OrganisationNode[] {
  const names = new Set(items.map((item) => item.Name));
  const children = new Map<string, Organisation[]>();
  const roots: Organisation[] = [];
  for (const item of [...items].sort(byName)) {
    const parent = item.ParentOrganisationName;
    if (parent && parent !== item.Name && names.has(parent) && !loops(items, item.Name)) {
      children.set(parent, [...(children.get(parent) ?? []), item]);
    } else {
      roots.push(item);
    }
  }
  const build = (organisation: Organisation): OrganisationNode => ({
    organisation,
    customers: (children.get(organisation.Name) ?? []).map(build),
  });
  return roots.map(build);
}

/** Whether following the parents from `name` comes back to it. */
function loops(items: readonly Organisation[], name: string): boolean {
  const parentOf = new Map(items.map((item) => [item.Name, item.ParentOrganisationName]));
  const seen = new Set<string>();
  let current = parentOf.get(name) ?? null;
  while (current !== null && parentOf.has(current)) {
    if (current === name) return true;
    if (seen.has(current)) return false;
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return false;
}

/**
 * The names of the organisations above `name` in the tree, nearest last, so that selecting an
 * organisation (from a link, say) can open the branches that lead to it.
 */
export function ancestorNames(tree: readonly OrganisationNode[], name: string): string[] {
  for (const node of tree) {
    if (node.organisation.Name === name) return [];
    const below = ancestorNames(node.customers, name);
    if (below.length > 0 || node.customers.some((c) => c.organisation.Name === name)) {
      return [node.organisation.Name, ...below];
    }
  }
  return [];
}

/** Every organisation of the tree in display order (depth first). */
export function flattenTree(tree: readonly OrganisationNode[]): Organisation[] {
  return tree.flatMap((node) => [node.organisation, ...flattenTree(node.customers)]);
}

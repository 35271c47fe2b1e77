import { useOrganisationProjectsV2, useOrganisationUsersV2 } from '@aq/api/react';
import { Spinner } from '@aq/ui/spinner';
import { Building2, ChevronRight, FolderKanban, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { projectHref } from '../projects/project-href';
import { administrationHref } from './administration-path';
import type { OrganisationNode } from './organisation-tree';

/** What the tree needs from the page: which organisation is chosen and which branches are open. */
export interface OrganisationTreeProps {
  tree: readonly OrganisationNode[];
  /** The chosen organisation's name. */
  selected: string | null;
  /** The names of the open branches. */
  expanded: ReadonlySet<string>;
  /** Opens or closes a branch. */
  onToggle: (name: string) => void;
}

/**
 * The administration tree: the organisations the caller manages, customers nested under their
 * parent. Each organisation is a link that selects it, and a disclosure button that opens its
 * branch: its projects (links to their dashboards), its users (a link to its Users panel) and its
 * customer organisations. Projects and users load when a branch first opens. A nested list of
 * links and disclosure buttons rather than an ARIA tree, so it works with Tab alone.
 */
export function OrganisationTreeView({
  tree,
  selected,
  expanded,
  onToggle,
}: OrganisationTreeProps) {
  const { t } = useTranslation('administration');
  return (
    <nav aria-label={t('tree.label')} data-testid="organisation-tree">
      <ul className="flex flex-col gap-0.5">
        {tree.map((node) => (
          <OrganisationBranch
            key={node.organisation.Name}
            node={node}
            level={1}
            selected={selected}
            expanded={expanded}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </nav>
  );
}

function OrganisationBranch({
  node,
  level,
  selected,
  expanded,
  onToggle,
}: Omit<OrganisationTreeProps, 'tree'> & { node: OrganisationNode; level: number }) {
  const { t } = useTranslation('administration');
  const name = node.organisation.Name;
  const open = expanded.has(name);
  const current = selected === name;
  const groupId = `organisation-branch-${level}-${name.replace(/\W+/g, '-')}`;
  return (
    <li data-testid="tree-organisation" data-organisation={name}>
      <div
        className={`rounded-control flex items-center gap-1 pe-2 ${current ? 'bg-surface-sunken' : ''}`}
      >
        <button
          type="button"
          className="text-text-muted hover:text-text rounded-control focus-visible:outline-focus inline-flex size-8 shrink-0 items-center justify-center focus-visible:outline-2"
          aria-expanded={open}
          aria-controls={open ? groupId : undefined}
          aria-label={t(open ? 'tree.collapse' : 'tree.expand', { name })}
          onClick={() => onToggle(name)}
          data-testid="tree-toggle"
        >
          <ChevronRight
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`}
          />
        </button>
        <Link
          href={administrationHref(name)}
          aria-current={current ? 'page' : undefined}
          className={`focus-visible:outline-focus rounded-control flex min-w-0 flex-1 items-center gap-2 py-1.5 text-sm hover:underline focus-visible:outline-2 ${current ? 'font-semibold' : ''}`}
          data-testid="tree-organisation-link"
        >
          <Building2 aria-hidden="true" className="text-text-muted size-4 shrink-0" />
          <span className="truncate">{name}</span>
        </Link>
      </div>
      {open ? (
        <ul id={groupId} className="border-border ms-4 flex flex-col gap-0.5 border-s ps-2">
          <OrganisationContents name={name} />
          {node.customers.map((customer) => (
            <OrganisationBranch
              key={customer.organisation.Name}
              node={customer}
              level={level + 1}
              selected={selected}
              expanded={expanded}
              onToggle={onToggle}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** An open branch's projects and users, loaded when it opens. */
function OrganisationContents({ name }: { name: string }) {
  const { t } = useTranslation('administration');
  const projects = useOrganisationProjectsV2(name);
  const users = useOrganisationUsersV2(name);
  return (
    <>
      <li>
        <span className="text-text-muted flex items-center gap-2 px-1 py-1 text-xs font-semibold uppercase">
          {t('tree.projects')}
          {projects.isPending ? <Spinner size="sm" label={t('tree.loading')} /> : null}
        </span>
        {projects.error ? (
          <p className="text-text-muted px-1 text-xs">{t('tree.loadFailed')}</p>
        ) : projects.data && projects.data.Items.length === 0 ? (
          <p className="text-text-muted px-1 text-xs">{t('tree.noProjects')}</p>
        ) : (
          <ul className="flex flex-col">
            {projects.data?.Items.map((project) => (
              <li key={project.Id}>
                <Link
                  href={projectHref(project.Id)}
                  className="focus-visible:outline-focus rounded-control flex items-center gap-2 px-1 py-1 text-sm hover:underline focus-visible:outline-2"
                  data-testid="tree-project"
                >
                  <FolderKanban aria-hidden="true" className="text-text-muted size-4 shrink-0" />
                  <span className="truncate">{project.Name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </li>
      <li>
        <span className="text-text-muted flex items-center gap-2 px-1 py-1 text-xs font-semibold uppercase">
          {t('tree.users')}
          {users.isPending ? <Spinner size="sm" label={t('tree.loading')} /> : null}
        </span>
        {users.error ? (
          <p className="text-text-muted px-1 text-xs">{t('tree.loadFailed')}</p>
        ) : users.data && users.data.Items.length === 0 ? (
          <p className="text-text-muted px-1 text-xs">{t('tree.noUsers')}</p>
        ) : (
          <ul className="flex flex-col">
            {users.data?.Items.map((user) => (
              <li key={user.Id}>
                <Link
                  href={administrationHref(name, 'users')}
                  className="focus-visible:outline-focus rounded-control flex items-center gap-2 px-1 py-1 text-sm hover:underline focus-visible:outline-2"
                  data-testid="tree-user"
                >
                  <User aria-hidden="true" className="text-text-muted size-4 shrink-0" />
                  <span className="truncate">{user.FullName}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </li>
    </>
  );
}

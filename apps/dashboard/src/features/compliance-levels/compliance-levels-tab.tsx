import {
  contributionQuery,
  useApiClient,
  useProjectDetails,
  useUpdateContribution,
} from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { DataTable } from '@aq/ui/data-table';
import { EmptyState } from '@aq/ui/empty-state';
import { InlineNotification } from '@aq/ui/inline-notification';
import { NumberInput } from '@aq/ui/number-input';
import { toast } from '@aq/ui/toast';
import { Tooltip } from '@aq/ui/tooltip';
import { useUiStrings } from '@aq/ui/ui-strings';
import { useQueries } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { createContext, useContext, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { useHasPermission } from '../../lib/permissions';
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes';
import { useUserErrorMessage } from '../../lib/user-error';
import {
  changedContributionIds,
  complianceLevelRows,
  complianceUpdateBody,
  isContributionValid,
  rowError,
  rowText,
  withoutContribution,
  type ComplianceLevelRow,
  type ContributionDetail,
  type LevelDrafts,
} from './compliance-levels';

/** What the level cells read: the drafts, how to change them and why they may not. */
interface LevelsContext {
  drafts: LevelDrafts;
  edit: (row: ComplianceLevelRow, text: string) => void;
  /** Why the levels cannot be changed, or null when they can. */
  lockedReason: string | null;
  /** A row's position among its sensor's levels, from 1 (for the input's name). */
  position: (row: ComplianceLevelRow) => number;
}

const LevelsContext = createContext<LevelsContext | null>(null);

function useLevels(): LevelsContext {
  const context = useContext(LevelsContext);
  if (!context) throw new Error('Level cells render inside ComplianceLevelsTab');
  return context;
}

/** How an unavailable control looks: faded, with the not-allowed cursor. */
const LOCKED_CLASS = 'cursor-not-allowed opacity-50';

/**
 * A control the user may not use, with a tooltip saying why. It stays focusable (aria-disabled and
 * read-only, never `disabled`, which takes neither hover nor focus) so everyone can read the reason.
 */
function Locked({ reason, children }: { reason: string | null; children: ReactElement }) {
  if (!reason) return children;
  return <Tooltip content={reason}>{children}</Tooltip>;
}

function LevelCell({ row }: { row: ComplianceLevelRow }) {
  const { t } = useTranslation('compliance-levels');
  const { validationMessage } = useUiStrings();
  const { drafts, edit, lockedReason, position } = useLevels();
  const error = rowError(row, drafts);
  const message = error ? validationMessage(error) : undefined;
  const locked = lockedReason !== null;
  const errorId = `level-error-${row.rowId}`;
  return (
    <div className="flex w-24 flex-col gap-1 whitespace-normal">
      <Locked reason={lockedReason}>
        <NumberInput
          className={locked ? `h-8 ${LOCKED_CLASS}` : 'h-8'}
          aria-label={t('levelOf', {
            position: position(row),
            sensor: row.SensorCode,
            contribution: row.ContributionName,
          })}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          aria-disabled={locked || undefined}
          readOnly={locked}
          placeholder={row.Level === null ? t('noLevel') : undefined}
          value={rowText(row, drafts)}
          data-testid={`level-${row.rowId}`}
          onValueChange={(text) => {
            if (!locked) edit(row, text);
          }}
        />
      </Locked>
      {message ? (
        <span id={errorId} role="alert" className="text-danger text-xs">
          {message}
        </span>
      ) : null}
    </div>
  );
}

/** Props of ComplianceLevelsTab. */
export interface ComplianceLevelsTabProps {
  /** The project whose compliance levels are shown. */
  projectId: string;
}

/**
 * The Compliance levels tab of project settings (projects §2, §3, §5, §7, §8): one row per
 * contribution, sensor and level (projectDetails.ComplianceLevels; DER-10 and 1466 contributions
 * come with their defaults, a sensor without a level shows an empty input) with the contribution,
 * its type, the sensor, the level (0.001 to 999, the message under the input) and its display
 * units. Opening the tab refreshes project details. Editing a level loads its contribution (a
 * failure reads 'The data failed to load.'); Save changes sends one contribution update per changed
 * contribution with its report options unchanged and all its levels. Without Manage_Contributions
 * the inputs are unavailable and say why; every 4xx shows the server's messages.
 */
export function ComplianceLevelsTab({ projectId }: ComplianceLevelsTabProps) {
  const { t } = useTranslation('compliance-levels');
  const errorMessage = useUserErrorMessage();
  const client = useApiClient();
  const project = useProjectDetails(projectId);
  const update = useUpdateContribution();
  const managesContributions = useHasPermission('Manage_Contributions');
  const canAccess = project.data?.CanAccessProject ?? true;
  const lockedReason = !managesContributions ? t('noPermission') : canAccess ? null : t('noAccess');
  const [drafts, setDrafts] = useState<LevelDrafts>({});
  const [saving, setSaving] = useState(false);

  // Opening the tab asks for the project's details again (projects §2): the levels may have
  // changed in a contribution's report options since they were cached.
  const { refetch } = project;
  useEffect(() => {
    if (projectId) void refetch();
  }, [projectId, refetch]);

  const rows = useMemo(
    () => complianceLevelRows(project.data?.ComplianceLevels),
    [project.data?.ComplianceLevels],
  );
  const changed = changedContributionIds(rows, drafts);
  useUnsavedChangesGuard(changed.length > 0);

  // A contribution is loaded as soon as one of its levels is edited: its report options go into
  // the update unchanged, and a failure is said before the user tries to save.
  const editedIds = useMemo(() => {
    const ids: number[] = [];
    for (const row of rows) {
      if (drafts[row.rowId] !== undefined && !ids.includes(row.ContributionId)) {
        ids.push(row.ContributionId);
      }
    }
    return ids;
  }, [rows, drafts]);
  const contributions = useQueries({
    queries: editedIds.map((id) => contributionQuery(client, id)),
  });
  const loaded = new Map<number, ContributionDetail>();
  const failed: { id: number; error: unknown; retry: () => void }[] = [];
  editedIds.forEach((id, index) => {
    const query = contributions[index];
    if (query?.data) loaded.set(id, query.data);
    else if (query?.error)
      failed.push({ id, error: query.error, retry: () => void query.refetch() });
  });

  const nameOf = (id: number) =>
    rows.find((row) => row.ContributionId === id)?.ContributionName ?? String(id);
  const canSave =
    lockedReason === null &&
    !saving &&
    changed.length > 0 &&
    changed.every((id) => loaded.has(id) && isContributionValid(rows, id, drafts));

  async function save() {
    if (!canSave) return;
    setSaving(true);
    try {
      // One update per contribution; each succeeds or fails on its own.
      for (const id of changed) {
        const contribution = loaded.get(id);
        const body = contribution ? complianceUpdateBody(contribution, rows, drafts) : null;
        if (!body) continue;
        try {
          await update.mutateAsync({ contributionId: id, body });
          setDrafts((current) => withoutContribution(current, rows, id));
          confirmChange(t('saved', { name: nameOf(id) }));
        } catch (failure) {
          toast({
            kind: 'error',
            title: t('saveFailed', { name: nameOf(id) }),
            text: errorMessage(failure, t('saveAction')),
          });
        }
      }
    } finally {
      setSaving(false);
    }
  }

  const positions = useMemo(() => {
    const map = new Map<string, number>();
    for (const row of rows) map.set(row.rowId, Number(row.rowId.split(':').at(-1)) + 1);
    return map;
  }, [rows]);
  const context: LevelsContext = {
    drafts,
    lockedReason,
    position: (row) => positions.get(row.rowId) ?? 1,
    edit: (row, text) => setDrafts((current) => ({ ...current, [row.rowId]: text })),
  };

  const columns = useMemo<ColumnDef<ComplianceLevelRow>[]>(
    () => [
      { id: 'contribution', accessorKey: 'ContributionName', header: t('columns.contribution') },
      {
        id: 'type',
        accessorFn: (row) => t(`types.${row.ContributionType}`),
        header: t('columns.type'),
        enableSorting: false,
      },
      {
        id: 'sensor',
        accessorKey: 'SensorCode',
        header: t('columns.sensor'),
        enableSorting: false,
      },
      {
        id: 'level',
        accessorFn: (row) => row.Level ?? '',
        header: t('columns.level'),
        enableSorting: false,
        meta: { searchable: false },
        cell: ({ row }) => <LevelCell row={row.original} />,
      },
      {
        id: 'units',
        accessorKey: 'DisplayUnits',
        header: t('columns.units'),
        enableSorting: false,
      },
    ],
    [t],
  );

  const empty = project.isSuccess && rows.length === 0;

  return (
    <section
      aria-labelledby="compliance-levels-title"
      className="flex min-w-0 flex-col gap-4"
      data-testid="compliance-levels"
    >
      <header className="flex flex-col gap-1">
        <h2 id="compliance-levels-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="text-text-muted text-sm">{t('description')}</p>
        {lockedReason && !empty ? (
          <p className="text-text-muted text-sm" data-testid="compliance-levels-locked">
            {lockedReason}
          </p>
        ) : null}
      </header>
      {failed.map((failure) => (
        <InlineNotification
          key={failure.id}
          kind="error"
          title={t('loadFailed')}
          text={t('loadFailedText', {
            name: nameOf(failure.id),
            reason: errorMessage(failure.error, t('loadAction')),
          })}
          action={
            <Button variant="secondary" size="sm" onClick={failure.retry}>
              {t('retry')}
            </Button>
          }
          data-testid="compliance-levels-load-failed"
        />
      ))}
      {empty ? (
        <div className="rounded-card border-border bg-surface-raised border">
          <EmptyState
            title={t('emptyTitle')}
            text={t('emptyText')}
            headingLevel={3}
            data-testid="compliance-levels-empty"
          />
        </div>
      ) : (
        <>
          <LevelsContext.Provider value={context}>
            <DataTable<ComplianceLevelRow>
              caption={t('title')}
              columns={columns}
              data={rows}
              getRowId={(row) => row.rowId}
              rowHeader="contribution"
              scrollAreaClassName="relative"
              searchPlaceholder={t('search')}
              loading={project.isPending}
              error={project.error ? t('loadFailed') : undefined}
              errorText={
                project.error ? errorMessage(project.error, t('projectLoadAction')) : undefined
              }
              onRetry={() => void project.refetch()}
              retryLabel={t('retry')}
              emptyTitle={t('emptyTitle')}
              emptyText={t('emptyText')}
              noResultsTitle={t('noResults')}
              noResultsText={t('noResultsText')}
              stateHeadingLevel={3}
            />
          </LevelsContext.Provider>
          <div className="flex flex-wrap items-center justify-end gap-3">
            {changed.length > 0 ? (
              <span className="text-text-muted me-auto text-sm" data-testid="levels-changed">
                {t('changes', { count: changed.length })}
              </span>
            ) : null}
            <Button
              variant="secondary"
              disabled={saving || Object.keys(drafts).length === 0}
              onClick={() => setDrafts({})}
            >
              {t('discard')}
            </Button>
            <Button
              loading={saving}
              disabled={!canSave}
              onClick={() => void save()}
              data-testid="levels-save"
            >
              {saving ? t('saving') : t('save')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

import {
  useDisplaySettings,
  useProjectDetails,
  useResetAllSensorGroups,
  useResetSensorGroup,
} from '@aq/api/react';
import { DangerModal } from '@aq/ui/danger-modal';
import { DataTable } from '@aq/ui/data-table';
import { EmptyState } from '@aq/ui/empty-state';
import { OverflowMenu, type OverflowMenuEntry } from '@aq/ui/dropdown-menu';
import { NumberInput } from '@aq/ui/number-input';
import { Select } from '@aq/ui/select';
import { StatusIndicator } from '@aq/ui/status-indicator';
import { toast } from '@aq/ui/toast';
import { Tooltip } from '@aq/ui/tooltip';
import { useUiStrings } from '@aq/ui/ui-strings';
import {
  decimalPlaceOptions,
  FACTOR_DEBOUNCE_MS,
  isFactorEditable,
  STP_PRESSURE_KPA,
  STP_TEMPERATURE_CELSIUS,
} from '@aq/validation/display-unit';
import type { ColumnDef } from '@tanstack/react-table';
import { Info } from 'lucide-react';
import {
  createContext,
  useContext,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../lib/permissions';
import { useUserErrorMessage } from '../../lib/user-error';
import {
  draftOf,
  filterGroups,
  isActive,
  NO_FILTERS,
  presentCategories,
  rowPayload,
  withUnit,
  type DisplayUnitFilters,
  type SensorGroup,
} from './display-units';
import { confirmWithText } from './display-units-toasts';
import { ImportUnitsModal } from './import-units-modal';
import { useRowDrafts, type RowDrafts } from './use-row-drafts';

/** What the editing cells read: the drafts and whether (and why not) the user may change them. */
interface RowsContext {
  rows: RowDrafts;
  /** Why changes are unavailable, or null when the user may change display units. */
  lockedReason: string | null;
}

const RowsContext = createContext<RowsContext | null>(null);

function useRows(): RowsContext {
  const context = useContext(RowsContext);
  if (!context) throw new Error('Display unit cells render inside DisplaySettingsTab');
  return context;
}

/** How an unavailable control looks: faded, with the not-allowed cursor. */
const LOCKED_CLASS = 'cursor-not-allowed opacity-50';

/**
 * A control the user may not use, with a tooltip saying why. The control stays focusable
 * (aria-disabled, never `disabled`, which takes neither hover nor focus) so that keyboard and
 * pointer users can both read the reason; the cells ignore its changes.
 */
function Locked({ reason, children }: { reason: string | null; children: ReactElement }) {
  if (!reason) return children;
  return <Tooltip content={reason}>{children}</Tooltip>;
}

/** Open state of a Select that never opens while locked. */
function useLockableOpen(locked: boolean) {
  const [open, setOpen] = useState(false);
  return { open: open && !locked, onOpenChange: (next: boolean) => setOpen(next && !locked) };
}

function UnitCell({ group }: { group: SensorGroup }) {
  const { t } = useTranslation('display-settings');
  const { rows, lockedReason } = useRows();
  const draft = rows.drafts[group.SensorGroupName] ?? draftOf(group);
  const locked = lockedReason !== null;
  const openState = useLockableOpen(locked);
  return (
    <Locked reason={lockedReason}>
      <Select
        size="sm"
        className={locked ? `min-w-28 ${LOCKED_CLASS}` : 'min-w-28'}
        aria-label={t('unitOf', { name: group.SensorGroupName })}
        aria-disabled={locked || undefined}
        {...openState}
        value={draft.unit}
        options={group.AllowedUnitsWithMaximumDecimalPlace.map((allowed) => ({
          value: allowed.DisplayUnits,
          label: allowed.DisplayUnits,
        }))}
        onValueChange={(unit) => {
          if (!locked) {
            rows.edit(group.SensorGroupName, (saved, current) => withUnit(saved, current, unit));
          }
        }}
      />
    </Locked>
  );
}

function DecimalsCell({ group }: { group: SensorGroup }) {
  const { t } = useTranslation('display-settings');
  const { rows, lockedReason } = useRows();
  const draft = rows.drafts[group.SensorGroupName] ?? draftOf(group);
  const options = decimalPlaceOptions(draft.unit, group.AllowedUnitsWithMaximumDecimalPlace);
  const locked = lockedReason !== null;
  const openState = useLockableOpen(locked);
  return (
    <Locked reason={lockedReason}>
      <Select
        size="sm"
        className={locked ? `min-w-16 ${LOCKED_CLASS}` : 'min-w-16'}
        aria-label={t('decimalsOf', { name: group.SensorGroupName })}
        aria-disabled={locked || undefined}
        disabled={options.length === 0}
        {...openState}
        value={String(draft.decimals)}
        options={options.map((places) => ({ value: String(places), label: String(places) }))}
        onValueChange={(value) => {
          if (!locked) {
            rows.edit(group.SensorGroupName, (_saved, current) => ({
              ...current,
              decimals: Number(value),
            }));
          }
        }}
      />
    </Locked>
  );
}

function FactorCell({ group }: { group: SensorGroup }) {
  const { t } = useTranslation('display-settings');
  const { validationMessage } = useUiStrings();
  const { rows, lockedReason } = useRows();
  if (!isFactorEditable(group.Category)) {
    return (
      <span className="text-text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('factorGasOnly')}</span>
      </span>
    );
  }
  const draft = rows.drafts[group.SensorGroupName] ?? draftOf(group);
  const { error } = rowPayload(group, draft);
  const factorError =
    error?.code === 'displayUnit.factorInvalid' ? validationMessage(error) : undefined;
  return (
    <div className="flex min-w-36 flex-col gap-1 whitespace-normal">
      <Locked reason={lockedReason}>
        <NumberInput
          className={lockedReason !== null ? `h-8 ${LOCKED_CLASS}` : 'h-8'}
          aria-label={t('factorOf', { name: group.SensorGroupName })}
          aria-invalid={factorError ? true : undefined}
          aria-disabled={lockedReason !== null || undefined}
          readOnly={lockedReason !== null}
          value={draft.factorText}
          onValueChange={(text) => {
            if (lockedReason === null) {
              rows.edit(
                group.SensorGroupName,
                (_saved, current) => ({ ...current, factorText: text }),
                FACTOR_DEBOUNCE_MS,
              );
            }
          }}
        />
      </Locked>
      {factorError ? (
        <span role="alert" className="text-danger text-xs">
          {factorError}
        </span>
      ) : null}
    </div>
  );
}

function FactorHeader() {
  const { t } = useTranslation('display-settings');
  return (
    <span className="inline-flex items-center gap-1">
      {t('columns.factor')}
      <Tooltip
        content={t('factorTooltip', {
          temperature: STP_TEMPERATURE_CELSIUS,
          pressure: STP_PRESSURE_KPA,
        })}
      >
        <button
          type="button"
          aria-label={t('factorInfo')}
          className="text-text-muted hover:text-text focus-visible:outline-focus inline-flex size-5 items-center justify-center rounded-full focus-visible:outline-2"
        >
          <Info aria-hidden="true" className="size-4" />
        </button>
      </Tooltip>
    </span>
  );
}

/** Props of DisplaySettingsTab. */
export interface DisplaySettingsTabProps {
  /** The project whose display units are shown. */
  projectId: string;
}

/**
 * The Display settings tab of project settings (projects §2): the 'Display units' table with a
 * unit, decimal places and (gases only) ppm -> mg/m³ factor per sensor group, which save by
 * themselves when the row is valid (§4, §5); search and three filters; per-row 'Reset to default';
 * 'Import from project' and 'Reset all to defaults' in the overflow menu. Every change needs
 * Manage_DisplaySettings: without it the controls are disabled and say why.
 */
export function DisplaySettingsTab({ projectId }: DisplaySettingsTabProps) {
  const { t } = useTranslation('display-settings');
  const errorMessage = useUserErrorMessage();
  const settings = useDisplaySettings(projectId);
  const project = useProjectDetails(projectId);
  const managesDisplaySettings = useHasPermission('Manage_DisplaySettings');
  const canAccess = project.data?.CanAccessProject ?? false;
  const lockedReason = !managesDisplaySettings
    ? t('noPermission')
    : project.data && !canAccess
      ? t('noAccess')
      : null;
  const resetOne = useResetSensorGroup();
  const resetAll = useResetAllSensorGroups();
  const [filters, setFilters] = useState<DisplayUnitFilters>(NO_FILTERS);
  const [importOpen, setImportOpen] = useState(false);
  const [resetAllOpen, setResetAllOpen] = useState(false);

  const groups = settings.data?.ProjectSensorGroups;
  const rows = useRowDrafts(projectId, groups, (failure) =>
    toast({
      kind: 'error',
      title: t('updateFailed'),
      text: errorMessage(failure, t('updateAction')),
    }),
  );

  const columns = useMemo<ColumnDef<SensorGroup>[]>(
    () => [
      { id: 'name', accessorKey: 'SensorGroupName', header: t('columns.name') },
      {
        id: 'category',
        accessorFn: (group) => t(`categories.${group.Category}`),
        header: t('columns.category'),
      },
      {
        id: 'unit',
        accessorKey: 'DisplayUnit',
        header: t('columns.unit'),
        enableSorting: false,
        cell: ({ row }) => <UnitCell group={row.original} />,
      },
      {
        id: 'decimals',
        accessorKey: 'DecimalPlace',
        header: t('columns.decimals'),
        enableSorting: false,
        cell: ({ row }) => <DecimalsCell group={row.original} />,
      },
      {
        id: 'factor',
        accessorKey: 'PpmToMgm3Factor',
        header: () => <FactorHeader />,
        meta: { label: t('columns.factor'), searchable: false },
        enableSorting: false,
        cell: ({ row }) => <FactorCell group={row.original} />,
      },
      {
        id: 'status',
        accessorFn: (group) => (isActive(group) ? t('status.active') : t('status.inactive')),
        header: t('columns.status'),
        cell: ({ row, getValue }) => (
          <StatusIndicator
            size="sm"
            status={isActive(row.original) ? 'ok' : 'offline'}
            label={String(getValue())}
          />
        ),
      },
      {
        id: 'configuration',
        accessorFn: (group) =>
          group.IsCustom ? t('configuration.custom') : t('configuration.default'),
        header: t('columns.configuration'),
      },
    ],
    [t],
  );

  async function resetRow(name: string) {
    rows.discard([name]);
    try {
      await resetOne.mutateAsync({ projectId, name });
      confirmWithText(t('resetSuccessful'), t('resetOneText'));
    } catch (failure) {
      toast({
        kind: 'error',
        title: t('resetFailed'),
        text: errorMessage(failure, t('resetAction')),
      });
    }
  }

  function lockedLabel(label: string): ReactNode {
    if (!lockedReason) return label;
    return (
      <span className="flex flex-col">
        <span>{label}</span>
        <span className="text-text-muted text-xs">{lockedReason}</span>
      </span>
    );
  }

  const menu: OverflowMenuEntry[] = [
    {
      id: 'import',
      label: lockedLabel(t('importFromProject')),
      disabled: lockedReason !== null,
      onSelect: () => setImportOpen(true),
    },
    {
      id: 'reset-all',
      label: lockedLabel(t('resetAll')),
      variant: 'danger',
      disabled: lockedReason !== null || !groups?.length,
      onSelect: () => setResetAllOpen(true),
    },
  ];

  const visible = useMemo(() => filterGroups(groups ?? [], filters), [groups, filters]);
  const filtered = filters !== NO_FILTERS && visible.length === 0;
  const categories = presentCategories(groups ?? []);
  const context: RowsContext = { rows, lockedReason };

  return (
    <section
      aria-labelledby="display-units-title"
      className="flex min-w-0 flex-col gap-4"
      data-testid="display-settings"
    >
      <header className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="display-units-title" className="text-lg font-semibold">
            {t('title')}
          </h2>
          <p className="text-text-muted text-sm">{t('description')}</p>
        </div>
        <OverflowMenu items={menu} label={t('actions')} />
      </header>
      {settings.isSuccess && groups?.length === 0 ? (
        // Without sensor groups there is nothing to search or filter: the empty state alone, not
        // squeezed into the first screen-width of a wide table.
        <div className="rounded-card border-border bg-surface-raised border">
          <EmptyState
            title={t('emptyTitle')}
            text={t('emptyText')}
            headingLevel={3}
            data-testid="display-units-empty"
          />
        </div>
      ) : (
        <RowsContext.Provider value={context}>
          <DataTable<SensorGroup>
            caption={t('title')}
            columns={columns}
            data={visible}
            getRowId={(group) => group.SensorGroupName}
            rowHeader="name"
            // The table is wider than a phone and scrolls inside its box. The selects' hidden native
            // <select> elements are absolutely positioned: the box must contain them, or they stick
            // out past the window at its full width and the whole page scrolls sideways.
            scrollAreaClassName="relative"
            searchPlaceholder={t('search')}
            loading={settings.isLoading}
            error={settings.error ? t('loadFailed') : undefined}
            errorText={settings.error ? errorMessage(settings.error, t('loadAction')) : undefined}
            onRetry={() => void settings.refetch()}
            retryLabel={t('retry')}
            emptyTitle={filtered || groups?.length ? t('noResults') : t('emptyTitle')}
            emptyText={filtered || groups?.length ? t('noResultsText') : t('emptyText')}
            noResultsTitle={t('noResults')}
            noResultsText={t('noResultsText')}
            stateHeadingLevel={3}
            rowActions={(group) => [
              {
                id: 'reset',
                label: lockedLabel(t('resetRow')),
                disabled: lockedReason !== null,
                onSelect: () => void resetRow(group.SensorGroupName),
              },
            ]}
            toolbar={
              <div className="flex flex-wrap gap-2">
                <Select
                  size="sm"
                  className="w-auto min-w-40"
                  aria-label={t('filters.category')}
                  value={filters.category}
                  options={[
                    { value: 'all', label: t('filters.allCategories') },
                    ...categories.map((category) => ({
                      value: category,
                      label: t(`categories.${category}`),
                    })),
                  ]}
                  onValueChange={(value) =>
                    setFilters({ ...filters, category: value as DisplayUnitFilters['category'] })
                  }
                />
                <Select
                  size="sm"
                  className="w-auto min-w-36"
                  aria-label={t('filters.status')}
                  value={filters.status}
                  options={[
                    { value: 'all', label: t('filters.allStatuses') },
                    { value: 'active', label: t('status.active') },
                    { value: 'inactive', label: t('status.inactive') },
                  ]}
                  onValueChange={(value) =>
                    setFilters({ ...filters, status: value as DisplayUnitFilters['status'] })
                  }
                />
                <Select
                  size="sm"
                  className="w-auto min-w-48"
                  aria-label={t('filters.configuration')}
                  value={filters.configuration}
                  options={[
                    { value: 'all', label: t('filters.allConfigurations') },
                    { value: 'default', label: t('configuration.default') },
                    { value: 'custom', label: t('configuration.custom') },
                  ]}
                  onValueChange={(value) =>
                    setFilters({
                      ...filters,
                      configuration: value as DisplayUnitFilters['configuration'],
                    })
                  }
                />
              </div>
            }
          />
        </RowsContext.Provider>
      )}
      <ImportUnitsModal
        open={importOpen}
        onOpenChange={setImportOpen}
        onImported={() => rows.discard()}
        projectId={projectId}
        organisationName={project.data?.OrganisationName}
      />
      <DangerModal
        open={resetAllOpen}
        onOpenChange={setResetAllOpen}
        title={t('resetAllTitle')}
        description={t('resetAllText')}
        confirmLabel={t('resetAllConfirm')}
        errorMessage={(failure) =>
          `${t('resetAllFailed')}: ${errorMessage(failure, t('resetAllAction'))}`
        }
        onConfirm={async () => {
          rows.discard();
          await resetAll.mutateAsync(projectId);
          confirmWithText(t('resetSuccessful'), t('resetAllSuccessText'));
        }}
      />
    </section>
  );
}

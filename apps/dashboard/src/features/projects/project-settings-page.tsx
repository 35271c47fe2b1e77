import { useProjectDetails, useUpdateProjectSettings } from '@aq/api/react';
import { EditableCard } from '@aq/ui/editable-card';
import { FormField } from '@aq/ui/form-field';
import { Tabs } from '@aq/ui/tabs';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import { validateProjectName } from '@aq/validation/project';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../shell/error-screens';
import { ComplianceLevelsTab } from '../compliance-levels/compliance-levels-tab';
import { DisplaySettingsTab } from '../display-settings/display-settings-tab';
import { confirmChange } from '../../lib/confirm-change';
import { showErrorScreenFor } from '../../lib/error-screen';
import { useHasPermission } from '../../lib/permissions';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes';
import { useUserErrorMessage } from '../../lib/user-error';
import { ProjectFrame } from './project-frame';
import { ProjectLocationField, type ProjectPlace } from './project-location-field';

/** The settings tabs, in the spec's order (projects §2). */
const TABS = ['details', 'complianceLevels', 'displaySettings'] as const;
type Tab = (typeof TABS)[number];

interface DetailsDraft {
  name: string;
  place: ProjectPlace;
}

/**
 * Project settings (projects §2) with its tab in the route query; the Details tab is an editable
 * card 'Project details' (name, location, time zone, summer time). Leaving with unsaved changes
 * (links, Back and Forward) asks first. Editing needs Manage_Projects: without it Edit is shown
 * unavailable with the reason. A save is confirmed with a toast; a failure reads 'Something went
 * wrong', except 4xx answers, which show the server's messages (projects §8).
 */
export default function ProjectSettingsPage() {
  const { t } = useTranslation(['projects', 'compliance-levels', 'display-settings']);
  const { validationMessage } = useUiStrings();
  const { query, error, setQuery } = useRouteQuery(['projectId']);
  const projectId = typeof query.projectId === 'string' ? query.projectId : '';
  const tab: Tab = TABS.includes(query.tab as Tab) ? (query.tab as Tab) : 'details';
  const project = useProjectDetails(projectId);
  const update = useUpdateProjectSettings();
  const errorMessage = useUserErrorMessage();
  const managesProjects = useHasPermission('Manage_Projects');
  const canAccess = project.data?.CanAccessProject ?? false;
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);
  // A project that is missing, forbidden or failing shows its error screen (foundation §2.5).
  useEffect(() => {
    if (project.error) showErrorScreenFor(project.error);
  }, [project.error]);

  if (error) return <ErrorScreen kind="invalid-query" />;

  const value: DetailsDraft | null = project.data
    ? {
        name: project.data.Name,
        place: {
          location: project.data.Location
            ? {
                Latitude: project.data.Location.Latitude,
                Longitude: project.data.Location.Longitude,
              }
            : null,
          timeZoneId: project.data.TimeZoneId,
          summerTime: project.data.SummerTimeAdjusted,
        },
      }
    : null;

  return (
    <ProjectFrame projectId={projectId} section={t('settings')}>
      <Tabs
        label={t('settings')}
        // A tab change is a navigation, which unsaved Details changes hold for confirmation; with
        // automatic activation the focus coming back to the tab after Cancel would ask again.
        activationMode="manual"
        value={tab}
        onValueChange={(next) => setQuery({ ...query, tab: next })}
        items={TABS.map((id) => ({
          value: id,
          label:
            id === 'displaySettings'
              ? t('display-settings:tab')
              : id === 'complianceLevels'
                ? t('compliance-levels:tab')
                : t(`tabs.${id}`),
          content:
            id === 'details' ? (
              value ? (
                <EditableCard<DetailsDraft>
                  title={t('detailsTitle')}
                  value={value}
                  data-testid="project-details"
                  canEdit={managesProjects && canAccess}
                  cannotEditReason={managesProjects ? t('noAccess') : t('noManagePermission')}
                  onDirtyChange={setDirty}
                  isValid={(draft) =>
                    validateProjectName(draft.name) === null &&
                    draft.place.location !== null &&
                    draft.place.timeZoneId !== ''
                  }
                  errorMessage={(failure) =>
                    errorMessage(failure, t('saveAction'), t('somethingWentWrong'))
                  }
                  saveErrorTitle={t('saveFailed')}
                  onSave={async (draft) => {
                    await update.mutateAsync({
                      projectId,
                      body: {
                        Name: draft.name.trim(),
                        Location: draft.place.location,
                        TimeZoneId: draft.place.timeZoneId,
                        TimeZoneAdjustment: draft.place.summerTime ? 'SummerTimeAdjusted' : 'None',
                      },
                    });
                    confirmChange(t('saved', { name: draft.name.trim() }));
                  }}
                  renderView={(current) => (
                    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
                      <dt className="text-text-muted">{t('name')}</dt>
                      <dd data-testid="details-name">{current.name}</dd>
                      <dt className="text-text-muted">{t('location')}</dt>
                      <dd>
                        {current.place.location
                          ? `${current.place.location.Latitude.toFixed(6)}, ${current.place.location.Longitude.toFixed(6)}`
                          : '—'}
                        {project.data?.LocationLabel ? ` (${project.data.LocationLabel})` : ''}
                      </dd>
                      <dt className="text-text-muted">{t('timeZone')}</dt>
                      <dd data-testid="details-time-zone">
                        {project.data?.TimeZoneName ?? current.place.timeZoneId}
                      </dd>
                      <dt className="text-text-muted">{t('summerTime')}</dt>
                      <dd>{current.place.summerTime ? t('yes') : t('no')}</dd>
                    </dl>
                  )}
                  renderEdit={({ draft, setDraft, disabled }) => {
                    const nameError = validateProjectName(draft.name);
                    return (
                      <div className="flex flex-col gap-4">
                        <FormField
                          label={t('name')}
                          required
                          error={nameError ? validationMessage(nameError) : undefined}
                        >
                          <TextInput
                            value={draft.name}
                            disabled={disabled}
                            data-testid="details-name-input"
                            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
                          />
                        </FormField>
                        <ProjectLocationField
                          value={draft.place}
                          disabled={disabled}
                          onChange={(place) => setDraft({ ...draft, place })}
                        />
                      </div>
                    );
                  }}
                />
              ) : null
            ) : id === 'complianceLevels' ? (
              <ComplianceLevelsTab projectId={projectId} />
            ) : (
              <DisplaySettingsTab projectId={projectId} />
            ),
        }))}
      />
    </ProjectFrame>
  );
}

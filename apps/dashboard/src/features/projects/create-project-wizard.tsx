import { useCreateProject, useCurrentUser, useOrganisationNames } from '@aq/api/react';
import { Combobox } from '@aq/ui/combobox';
import { FormField } from '@aq/ui/form-field';
import { TextInput } from '@aq/ui/text-input';
import { UnsavedChangesModal } from '@aq/ui/unsaved-changes-modal';
import { Wizard } from '@aq/ui/wizard';
import { validateProjectName } from '@aq/validation/project';
import { useUiStrings } from '@aq/ui/ui-strings';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { confirmChange } from '../../lib/confirm-change';
import { useHasPermission } from '../../lib/permissions';
import { useUserErrorMessage } from '../../lib/user-error';
import { ProjectLocationField, type ProjectPlace } from './project-location-field';
import { projectSettingsHref } from './project-href';

/**
 * Create project (projects §2): a single-step wizard with the name, the organisation (changeable
 * only by organisation administrators), the location from the map, the time zone filled from the
 * coordinates and summer time. Success opens the new project's settings with a toast. Cancel and
 * Escape close at once while nothing has been entered, and otherwise ask first with the
 * unsaved-changes modal, so typed data is never thrown away silently.
 */
export function CreateProjectWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('projects');
  const { validationMessage } = useUiStrings();
  const user = useCurrentUser();
  const create = useCreateProject();
  const [, navigate] = useLocation();
  const errorMessage = useUserErrorMessage();
  const canChangeOrganisation = useHasPermission('Administration__Manage_Organisations');
  const organisations = useOrganisationNames({ enabled: canChangeOrganisation });
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  // The user's own organisation until an organisations administrator chooses another.
  const [organisationInput, setOrganisation] = useState<string | null>(null);
  const organisation = organisationInput ?? user.data?.OrganisationName ?? '';
  // The chosen organisation stays listed while the list loads.
  const organisationOptions = useMemo(() => {
    const names = organisations.data?.OrganisationNames ?? [];
    const listed = organisation === '' || names.includes(organisation);
    return (listed ? names : [organisation, ...names]).map((o) => ({ value: o, label: o }));
  }, [organisations.data, organisation]);
  const [place, setPlace] = useState<ProjectPlace>({
    location: null,
    timeZoneId: '',
    summerTime: false,
  });
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  // Coordinates typed but not yet a location (waiting for a pick) count as entered too.
  const [coordinatesTyped, setCoordinatesTyped] = useState(false);
  const entered =
    name !== '' ||
    coordinatesTyped ||
    organisationInput !== null ||
    place.location !== null ||
    place.timeZoneId !== '' ||
    place.summerTime;
  const nameError = validateProjectName(name);
  const complete =
    nameError === null &&
    organisation.trim() !== '' &&
    place.location !== null &&
    place.timeZoneId !== '';

  return (
    <>
      <Wizard
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        onCancel={() => (entered ? setAskingToDiscard(true) : onClose())}
        title={t('createTitle')}
        finishLabel={t('createFinish')}
        size="narrow"
        errorMessage={(error) => errorMessage(error, t('createAction'))}
        steps={[
          {
            id: 'details',
            title: t('createStep'),
            isComplete: complete,
            onNext: async () => {
              const created = await create.mutateAsync({
                Name: name.trim(),
                Organisation: organisation.trim(),
                Location: place.location,
                TimeZoneId: place.timeZoneId,
                SummerTimeAdjusted: place.summerTime,
              });
              confirmChange(t('created', { name: name.trim() }));
              navigate(projectSettingsHref(created.Id));
            },
            content: (
              <div className="flex flex-col gap-4">
                <FormField
                  label={t('name')}
                  required
                  error={nameTouched && nameError ? validationMessage(nameError) : undefined}
                >
                  <TextInput
                    value={name}
                    data-testid="project-name"
                    onChange={(event) => setName(event.target.value)}
                    onBlur={() => setNameTouched(true)}
                  />
                </FormField>
                <FormField
                  label={t('organisation')}
                  required
                  helperText={canChangeOrganisation ? undefined : t('organisationFixed')}
                >
                  {canChangeOrganisation ? (
                    <Combobox
                      options={organisationOptions}
                      value={organisation === '' ? null : organisation}
                      loading={organisations.isPending}
                      onValueChange={(chosen) => setOrganisation(chosen ?? '')}
                      data-testid="project-organisation"
                    />
                  ) : (
                    <TextInput value={organisation} readOnly data-testid="project-organisation" />
                  )}
                </FormField>
                <ProjectLocationField
                  value={place}
                  onChange={setPlace}
                  onTextChange={setCoordinatesTyped}
                />
              </div>
            ),
          },
        ]}
      />
      <UnsavedChangesModal
        open={askingToDiscard}
        title={t('shell:unsavedChanges.title')}
        discardLabel={t('shell:unsavedChanges.discard')}
        onCancel={() => setAskingToDiscard(false)}
        onDiscard={() => {
          setAskingToDiscard(false);
          onClose();
        }}
      />
    </>
  );
}

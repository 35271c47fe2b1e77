import {
  useCreateMonitoringLocation,
  useMonitoringLocationEditableStatus,
  useUpdateMonitoringLocation,
} from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import type { LatLng } from '@aq/ui/map';
import { Modal } from '@aq/ui/modal';
import { Skeleton } from '@aq/ui/skeleton';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import {
  validateCreateMonitoringLocation,
  validateUpdateMonitoringLocation,
} from '@aq/validation/monitoring-location';
import type { ValidationError } from '@aq/validation/messages';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { useUserErrorMessage } from '../../lib/user-error';
import { LocationPointField, type LocationPoint } from './location-point-field';
import { locationString, type MonitoringLocation } from './location-view';

/** What the location form holds. */
export interface LocationFormValues {
  name: string;
  point: LocationPoint | null;
}

/**
 * The field a rule's failure belongs to: the name's characters to the name; a coordinate range to
 * the point; 'required' to whichever of the two is missing (the name first).
 */
function failureField(error: ValidationError, values: LocationFormValues): 'name' | 'point' {
  if (error.code === 'monitoringLocation.nameCharacters') return 'name';
  if (error.code.startsWith('coordinates.')) return 'point';
  return values.name.trim() === '' ? 'name' : 'point';
}

/**
 * The form's resolver: the rules of @aq/validation that the server also applies (spec 03 §5):
 * on create 'Location and name are required', on update 'Monitoring location name or location is
 * missing', then the name's characters and the coordinate ranges. Messages are translated.
 */
export function locationFormResolver(
  mode: 'create' | 'edit',
  message: (error: ValidationError) => string,
): Resolver<LocationFormValues> {
  return async (values) => {
    const error =
      mode === 'create'
        ? validateCreateMonitoringLocation({
            Name: values.name,
            Location: values.point,
            ProjectId: 'project',
          })
        : validateUpdateMonitoringLocation({
            Name: values.name,
            Location: values.point ? locationString(values.point) : '',
          });
    if (!error) return { values, errors: {} };
    return {
      values: {},
      errors: { [failureField(error, values)]: { type: error.code, message: message(error) } },
    };
  };
}

/**
 * Create location, or edit one: a name and a point (a click on the map or typed 'lat, lng').
 * Editing asks the server whether the coordinates may still change; once data was recorded there
 * they are shown locked with an info notice. Refusals (4xx) show the server's messages in the form.
 */
export function LocationFormModal({
  projectId,
  location,
  center,
  onClose,
}: {
  projectId: string;
  /** The location edited; none to create one. */
  location?: MonitoringLocation;
  /** Where the map starts for a new location (the project's place). */
  center: LatLng;
  onClose: () => void;
}) {
  const { t } = useTranslation('locations');
  const { validationMessage } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const create = useCreateMonitoringLocation();
  const update = useUpdateMonitoringLocation();
  const editable = useMonitoringLocationEditableStatus(location?.GuidId);
  const mode = location ? 'edit' : 'create';
  const form = useForm<LocationFormValues>({
    defaultValues: {
      name: location?.Name ?? '',
      point: location
        ? { Latitude: location.Location.Latitude, Longitude: location.Location.Longitude }
        : null,
    },
    resolver: locationFormResolver(mode, validationMessage),
  });
  const pending = create.isPending || update.isPending;
  const failure = mode === 'create' ? create.error : update.error;
  const checking = mode === 'edit' && editable.isPending;
  const pointLocked = mode === 'edit' && editable.data?.IsLocationUpdatable !== true;

  const submit = form.handleSubmit(async (values) => {
    const name = values.name.trim();
    const point = values.point as LocationPoint;
    try {
      if (location) {
        await update.mutateAsync({
          projectId,
          monlocId: location.GuidId,
          body: { Name: name, Location: locationString(point) },
        });
        confirmChange(t('saved', { name }));
      } else {
        await create.mutateAsync({ Name: name, Location: point, ProjectId: projectId });
        confirmChange(t('created', { name }));
      }
      onClose();
    } catch {
      // The failure is shown in the form (the mutation keeps it).
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={location ? t('editTitle', { name: location.Name }) : t('createTitle')}
      size="lg"
      busy={pending}
    >
      <form
        noValidate
        aria-label={location ? t('editTitle', { name: location.Name }) : t('createTitle')}
        data-testid="location-form"
        className="flex flex-col gap-4"
        onSubmit={(event) => void submit(event)}
      >
        {failure ? (
          <InlineNotification
            kind="error"
            title={errorMessage(failure, t(mode === 'create' ? 'createAction' : 'editAction'))}
          />
        ) : null}
        <FormField
          label={t('name')}
          required
          // The characters rule's message repeats the help text: one of the two is enough.
          helperText={form.formState.errors.name ? undefined : t('nameHelp')}
          error={form.formState.errors.name?.message}
        >
          <TextInput
            autoComplete="off"
            maxLength={200}
            data-testid="location-name-input"
            {...form.register('name')}
          />
        </FormField>
        {checking ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <span className="text-text-muted text-sm">{t('coordinates.checking')}</span>
            <Skeleton className="h-56 w-full" />
          </div>
        ) : (
          <Controller
            control={form.control}
            name="point"
            render={({ field, fieldState }) => (
              <LocationPointField
                value={field.value}
                onChange={field.onChange}
                disabled={pointLocked}
                error={fieldState.error?.message}
                center={center}
                notice={
                  pointLocked ? (
                    <InlineNotification
                      kind="info"
                      title={t('coordinates.locked')}
                      text={t('coordinates.lockedText')}
                      data-testid="coordinates-locked"
                    />
                  ) : null
                }
              />
            )}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" disabled={pending} onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={checking}>
            {location ? t('editSubmit') : t('createSubmit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

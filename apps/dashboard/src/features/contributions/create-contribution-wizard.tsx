import { useCreateContribution, useMonitoringLocations } from '@aq/api/react';
import { Checkbox } from '@aq/ui/checkbox';
import { FormField } from '@aq/ui/form-field';
import { IconButton } from '@aq/ui/icon-button';
import { InlineNotification } from '@aq/ui/inline-notification';
import { RadioGroup } from '@aq/ui/radio-group';
import { Select } from '@aq/ui/select';
import { Skeleton } from '@aq/ui/skeleton';
import { Switch } from '@aq/ui/switch';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import { UnsavedChangesModal } from '@aq/ui/unsaved-changes-modal';
import { Wizard } from '@aq/ui/wizard';
import {
  CONTRIBUTION_TYPE_SHORT_NAMES,
  MIN_CONTRIBUTION_DATA_SOURCES,
  pollutantRules,
  windSourceOptions,
  type ContributionType,
} from '@aq/validation/contribution';
import { fail, type ValidationError } from '@aq/validation/messages';
import { Trash2 } from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatAveragingPeriod } from '../../lib/averaging-period';
import { useUserErrorMessage } from '../../lib/user-error';
import {
  addablePollutants,
  addPollutant,
  canDeletePollutants,
  CONTRIBUTION_NAME_MAX,
  createContributionBody,
  dataSourcesStepProblem,
  INITIAL_WIZARD_VALUES,
  isWizardDirty,
  periodMinutes,
  pollutantsStepProblem,
  removePollutant,
  selectContributionType,
  stepCompleteness,
  switchWindDetection,
  wizardAveragingMethod,
  wizardLocations,
  type ContributionWizardValues,
  type EditResult,
} from './contribution-wizard-state';
import { ContributionProgressModal } from './contribution-progress';

/** The types in the order the spec lists them (1466, DER-10, custom, NJ PAM). */
const TYPE_ORDER: readonly ContributionType[] = ['FourteenSixtySix', 'Der10', 'Generic', 'NjPam'];

/** Read-only fields look set rather than editable. */
const READ_ONLY = 'read-only:bg-surface-sunken';

/** A rule of the wizard refused the input; its message is already in the user's language. */
class WizardRuleError extends Error {}

type FieldName = keyof ContributionWizardValues;

/**
 * The form's resolver: the creation rule the server applies (@aq/validation's
 * validateCreateContribution, 'Missing required fields' first) and the data sources rule, each
 * failure at its field, translated.
 */
export function contributionWizardResolver(
  projectId: string,
  locations: Parameters<typeof dataSourcesStepProblem>[1],
  message: (error: ValidationError) => string,
): Resolver<ContributionWizardValues> {
  return async (values) => {
    const created = createContributionBody(values, projectId);
    const failure = created.ok ? dataSourcesStepProblem(values, locations) : created.error;
    if (!failure) return { values, errors: {} };
    const field: FieldName = failure.code.startsWith('contribution.pollutant')
      ? 'pollutants'
      : failure.code === 'contribution.periodRequired' ||
          failure.code === 'contribution.periodFixed'
        ? 'averagingPeriod'
        : failure.code === 'contribution.minimumDataSources'
          ? 'dataSourceIds'
          : failure.code.startsWith('contribution.windSource')
            ? 'windSourceId'
            : 'name';
    return {
      values: {},
      errors: { [field]: { type: failure.code, message: message(failure) } },
    };
  };
}

/** A step's message: a hint until the user has changed that part, then an error. */
function StepMessage({
  children,
  urgent,
  testId,
}: {
  children: ReactNode;
  urgent: boolean;
  testId: string;
}) {
  return (
    <p
      role={urgent ? 'alert' : undefined}
      data-testid={testId}
      className={urgent ? 'text-danger text-sm font-medium' : 'text-text-muted text-sm'}
    >
      {children}
    </p>
  );
}

/**
 * Create contribution (spec 02 §2, §4, §5): a tearsheet with three numbered steps. Details: the
 * name, the project (this page's) and the type, whose choice presets the pollutants and period.
 * Pollutants: the read-only averaging method (Block for NJ PAM, otherwise Rolling), the period
 * (fixed for NJ PAM) and the list with the type's rules (1466 and NJ PAM fixed, DER-10 PM10 and
 * VOC with delete and add while fewer than two, custom any pollutant once). Data sources: at
 * least two locations, automatic wind detection (on at first; switching it on clears the wind
 * source) or a wind source among the locations with both WS and WD. Create sends the body; 4xx
 * answers show the server's messages on the step. After creation the progress of the history
 * computation is shown until it is done or has failed.
 */
export function CreateContributionWizard({
  projectId,
  projectName,
  onClose,
}: {
  projectId: string;
  projectName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('contributions');
  const { validationMessage, locale } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const create = useCreateContribution();
  const locationList = useMonitoringLocations(projectId);
  const locations = useMemo(
    () => wizardLocations(locationList.data?.Items ?? []),
    [locationList.data],
  );
  const windOptions = useMemo(() => windSourceOptions(locations), [locations]);
  const form = useForm<ContributionWizardValues>({
    defaultValues: INITIAL_WIZARD_VALUES,
    resolver: contributionWizardResolver(projectId, locations, validationMessage),
  });
  const watched = useWatch({ control: form.control });
  const values = { ...INITIAL_WIZARD_VALUES, ...watched } as ContributionWizardValues;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [editError, setEditError] = useState<ValidationError | null>(null);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  // The wizard reports its closing after a successful Create in the same turn as the submit, before
  // `created` is rendered: the ref tells that closing from a Cancel.
  const createdRef = useRef(false);

  const complete = stepCompleteness(values, projectName, locations);
  const type = values.contributionType;
  const rules = type === '' ? null : pollutantRules(type);
  const method = wizardAveragingMethod(values);
  const typeName = type === '' ? '' : CONTRIBUTION_TYPE_SHORT_NAMES[type];

  function touch(part: string) {
    setTouched((current) => (current.has(part) ? current : new Set([...current, part])));
  }

  /** Writes every field an edit changed, marking the form dirty. */
  function apply(next: ContributionWizardValues) {
    for (const key of Object.keys(next) as FieldName[]) {
      if (next[key] !== values[key]) {
        form.setValue(key, next[key] as never, { shouldDirty: true, shouldTouch: true });
      }
    }
  }

  function applyEdit(result: EditResult) {
    if (result.ok) {
      setEditError(null);
      apply(result.values);
    } else {
      setEditError(result.error);
    }
  }

  async function submit() {
    if (!(await form.trigger())) {
      const first = Object.values(form.formState.errors)[0];
      throw new WizardRuleError(
        first?.message ?? validationMessage(fail('contribution.missingRequiredFields')),
      );
    }
    const result = createContributionBody(form.getValues(), projectId);
    if (!result.ok) throw new WizardRuleError(validationMessage(result.error));
    const answer = await create.mutateAsync(result.body);
    createdRef.current = true;
    setCreated({ id: answer.Id, name: result.body.Name });
  }

  const name = values.name.trim();
  const nameError = !touched.has('name')
    ? undefined
    : name === ''
      ? t('wizard.nameRequired')
      : name.length > CONTRIBUTION_NAME_MAX
        ? t('wizard.nameTooLong', { max: CONTRIBUTION_NAME_MAX })
        : undefined;

  const pollutantsProblem = pollutantsStepProblem(values);
  const pollutantsMessage =
    pollutantsProblem === null
      ? null
      : pollutantsProblem === 'wholeMinutes'
        ? t('wizard.wholeMinutes')
        : validationMessage(pollutantsProblem);
  const minutes = periodMinutes(values.averagingPeriod);
  const dataSourcesProblem = dataSourcesStepProblem(values, locations);
  const addable = addablePollutants(values);

  const details = (
    <div className="flex flex-col gap-4">
      <FormField label={t('wizard.name')} required error={nameError}>
        <TextInput
          data-testid="contribution-name-input"
          maxLength={CONTRIBUTION_NAME_MAX + 1}
          {...form.register('name', { onBlur: () => touch('name') })}
        />
      </FormField>
      <FormField label={t('wizard.project')} helperText={t('wizard.projectHint')}>
        <TextInput
          value={projectName}
          readOnly
          className={READ_ONLY}
          data-testid="contribution-project"
        />
      </FormField>
      <RadioGroup
        label={t('wizard.type')}
        value={type}
        onValueChange={(next) => {
          setEditError(null);
          apply(selectContributionType(values, next as ContributionType));
        }}
        options={TYPE_ORDER.map((option) => ({
          value: option,
          label: t(`types.${option}`),
          description: t(`typeHints.${option}`),
        }))}
        data-testid="contribution-type"
      />
    </div>
  );

  const pollutants = (
    <div className="flex flex-col gap-5">
      <FormField label={t('wizard.averagingMethod')} helperText={t('wizard.averagingMethodHint')}>
        <TextInput
          readOnly
          className={READ_ONLY}
          value={method ? t(`methods.${method}`) : ''}
          data-testid="averaging-method"
        />
      </FormField>
      <FormField
        label={t('wizard.period')}
        required
        helperText={
          rules?.periodFixed
            ? validationMessage(fail('contribution.periodFixed', { type: typeName }))
            : minutes !== null && Number.isInteger(minutes)
              ? formatAveragingPeriod(minutes, locale)
              : t('wizard.periodHint')
        }
      >
        <TextInput
          inputMode="numeric"
          readOnly={rules?.periodFixed ?? false}
          className={READ_ONLY}
          value={values.averagingPeriod}
          onChange={(event) => {
            touch('period');
            form.setValue('averagingPeriod', event.target.value, { shouldDirty: true });
          }}
          data-testid="averaging-period"
        />
      </FormField>
      <fieldset className="flex flex-col gap-2" data-testid="pollutant-list">
        <legend className="mb-2 text-sm font-medium">{t('wizard.pollutants')}</legend>
        {rules?.listFixed ? (
          <p className="text-text-muted text-sm">
            {validationMessage(fail('contribution.pollutantsFixed', { type: typeName }))}
          </p>
        ) : null}
        {values.pollutants.length ? (
          <ul className="border-border divide-border rounded-control flex flex-col divide-y border">
            {values.pollutants.map((pollutant) => (
              <li
                key={pollutant}
                className="flex min-h-11 items-center justify-between gap-3 px-3 py-1"
                data-testid="pollutant-row"
              >
                <span className="font-medium">{pollutant}</span>
                {canDeletePollutants(values) ? (
                  <IconButton
                    size="sm"
                    variant="ghost"
                    label={t('wizard.removePollutant', { pollutant })}
                    icon={<Trash2 />}
                    onClick={() => {
                      touch('pollutants');
                      applyEdit(removePollutant(values, pollutant));
                    }}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {rules && !rules.listFixed ? (
          <Select
            aria-label={t('wizard.addPollutant')}
            placeholder={addable.length ? t('wizard.addPollutant') : t('wizard.noMorePollutants')}
            className="w-full sm:max-w-sm"
            value=""
            disabled={addable.length === 0}
            options={addable.map((pollutant) => ({ value: pollutant, label: pollutant }))}
            onValueChange={(pollutant) => {
              touch('pollutants');
              applyEdit(addPollutant(values, pollutant));
            }}
            data-testid="add-pollutant"
          />
        ) : null}
      </fieldset>
      {editError ? (
        <StepMessage urgent testId="pollutant-edit-error">
          {validationMessage(editError)}
        </StepMessage>
      ) : null}
      {pollutantsMessage ? (
        <StepMessage
          urgent={touched.has('pollutants') || touched.has('period')}
          testId="pollutants-message"
        >
          {pollutantsMessage}
        </StepMessage>
      ) : null}
    </div>
  );

  const dataSources = locationList.isPending ? (
    <div className="flex flex-col gap-3">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-24 w-full" />
    </div>
  ) : locationList.isError ? (
    <InlineNotification
      kind="error"
      title={t('wizard.locationsFailed')}
      text={errorMessage(locationList.error, t('wizard.locationsAction'))}
    />
  ) : (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3" data-testid="data-sources">
        <legend className="mb-1 text-sm font-medium">
          {t('wizard.dataSources')}
          <span className="text-text-muted block text-xs font-normal">
            {t('wizard.dataSourcesHint', { min: MIN_CONTRIBUTION_DATA_SOURCES })}
          </span>
        </legend>
        {locations.length === 0 ? (
          <p className="text-text-muted text-sm">{t('wizard.noLocations')}</p>
        ) : (
          locations.map((location) => (
            <Checkbox
              key={location.Id}
              label={location.Name}
              description={
                location.SensorTypes.length
                  ? location.SensorTypes.map((sensor) => sensor.Name).join(', ')
                  : t('wizard.noSensors')
              }
              checked={values.dataSourceIds.includes(location.Id)}
              onCheckedChange={(checked) => {
                touch('dataSources');
                form.setValue(
                  'dataSourceIds',
                  checked === true
                    ? [...values.dataSourceIds, location.Id]
                    : values.dataSourceIds.filter((id) => id !== location.Id),
                  { shouldDirty: true },
                );
              }}
              data-testid="data-source"
            />
          ))
        )}
      </fieldset>
      <Switch
        label={t('wizard.automaticWind')}
        description={t('wizard.automaticWindHint')}
        checked={values.automaticWindDetection}
        onCheckedChange={(on) => {
          touch('wind');
          apply(switchWindDetection(values, on));
        }}
        data-testid="automatic-wind"
      />
      <FormField
        label={t('wizard.windSource')}
        required={!values.automaticWindDetection}
        helperText={
          values.automaticWindDetection
            ? t('wizard.windSourceAutomatic')
            : windOptions.length === 0
              ? t('wizard.noWindSources')
              : t('wizard.windSourceHint')
        }
      >
        <Select
          value={values.windSourceId}
          disabled={values.automaticWindDetection || windOptions.length === 0}
          placeholder={t('wizard.windSourcePlaceholder')}
          options={windOptions.map((location) => ({ value: location.Id, label: location.Name }))}
          onValueChange={(id) => {
            touch('wind');
            form.setValue('windSourceId', id, { shouldDirty: true });
          }}
          data-testid="wind-source"
        />
      </FormField>
      {dataSourcesProblem ? (
        <StepMessage
          urgent={touched.has('dataSources') || touched.has('wind')}
          testId="data-sources-message"
        >
          {validationMessage(dataSourcesProblem)}
        </StepMessage>
      ) : null}
    </div>
  );

  return (
    <>
      <Wizard
        open={created === null}
        onOpenChange={(open) => {
          if (!open && !createdRef.current) onClose();
        }}
        onCancel={() => (isWizardDirty(values) ? setAskingToDiscard(true) : onClose())}
        title={t('wizard.title')}
        description={t('wizard.description', { project: projectName })}
        finishLabel={t('wizard.create')}
        completeLabel={t('wizard.stepComplete')}
        errorTitle={t('wizard.createFailed')}
        errorMessage={(failure) =>
          failure instanceof WizardRuleError
            ? failure.message
            : errorMessage(failure, t('wizard.createAction'))
        }
        steps={[
          {
            id: 'details',
            title: t('wizard.steps.details'),
            isComplete: complete.details,
            content: details,
          },
          {
            id: 'pollutants',
            title: t('wizard.steps.pollutants'),
            isComplete: complete.pollutants,
            content: pollutants,
          },
          {
            id: 'data-sources',
            title: t('wizard.steps.dataSources'),
            isComplete: complete.dataSources,
            onNext: submit,
            content: dataSources,
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
      {created ? (
        <ContributionProgressModal
          contributionId={created.id}
          name={created.name}
          projectId={projectId}
          onClose={onClose}
        />
      ) : null}
    </>
  );
}

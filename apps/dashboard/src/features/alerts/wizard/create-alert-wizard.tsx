import { FormField } from '@aq/ui/form-field';
import { RadioGroup } from '@aq/ui/radio-group';
import { TextInput } from '@aq/ui/text-input';
import { toast } from '@aq/ui/toast';
import { useUiStrings } from '@aq/ui/ui-strings';
import { UnsavedChangesModal } from '@aq/ui/unsaved-changes-modal';
import { Wizard } from '@aq/ui/wizard';
import { changeAlertType, validateCreateAlert, type AlertForm } from '@aq/validation/alert';
import { fail } from '@aq/validation/messages';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useUserErrorMessage } from '../../../lib/user-error';
import { alertPagePath, useMigratedContributionEvents, useSaveAlert } from '../alert-data';
import { EmailRecipientsTable, SmsRecipientsTable } from '../recipients/recipient-tables';
import { ActivationCriteriaFields } from '../trigger/activation-criteria-fields';
import { AlertTriggerFields } from '../trigger/alert-trigger-fields';
import {
  alertToSave,
  alertWizardCompleteness,
  offeredAlertTypes,
  wizardStartAlert,
  type AlertWizardMode,
} from './alert-wizard-state';

/** Read-only fields look set rather than editable. */
const READ_ONLY = 'read-only:bg-surface-sunken';

/** The longest alert name the form takes. */
export const ALERT_NAME_MAX = 200;

/** A rule of the wizard refused the alert; its message is already in the user's language. */
class WizardRuleError extends Error {}

/** Props of CreateAlertWizard. */
export interface CreateAlertWizardProps {
  /** Whether the wizard is shown. */
  open: boolean;
  /** Called when the wizard closes: cancelled, created or cloned. */
  onClose: () => void;
  /** The project the alert belongs to. */
  projectId: string;
  /** Its name, shown on the Details step. */
  projectName: string;
  /**
   * Create: optional values to start from. Clone: the alert to copy (the wizard applies the
   * 'Clone - ' prefix and drops the id; an alert without an id is taken as already cloned).
   */
  initial?: AlertForm;
  /** 'clone' labels the last button Clone and ends with the 'Cloning complete' toast. */
  mode: AlertWizardMode;
}

/**
 * The create and clone alert wizard (spec 02 §2, §4, §5): a tearsheet with three numbered steps.
 * Details: the intro, the name, the project (this page's, read-only) and the type (Contribution
 * hidden under the migration flag). Trigger: the type's trigger form and the activation criteria.
 * Actions: the e-mail and SMS recipients. Next is enabled only when the step is complete; the last
 * button saves (Create, or Clone when cloning) with a spinner, and a failure keeps the step with
 * 'Error saving alert.' and the server's messages. A created alert opens on its details page; a
 * clone ends with the 'Cloning complete' toast and its 'Open cloned alert' link.
 *
 * The form is held by react-hook-form as the contribution wizard does: every edit goes through the
 * pure editing rules of @aq/validation and the fields they changed are written back (dirty), so
 * Cancel can ask before discarding.
 */
export function CreateAlertWizard(props: CreateAlertWizardProps) {
  // Each opening starts from the given alert, not from what a cancelled run left behind.
  return props.open ? <AlertWizard {...props} /> : null;
}

type FieldName = keyof AlertForm;

function AlertWizard({ onClose, projectId, projectName, initial, mode }: CreateAlertWizardProps) {
  const { t } = useTranslation('alert-wizard');
  const { validationMessage } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const [, navigate] = useLocation();
  const migrated = useMigratedContributionEvents();
  const save = useSaveAlert();
  const start = useMemo(
    () => wizardStartAlert(mode, initial, projectId, projectName),
    [mode, initial, projectId, projectName],
  );
  const form = useForm<AlertForm>({ defaultValues: start });
  const watched = useWatch({ control: form.control });
  const alert = { ...start, ...watched } as AlertForm;
  const [nameTouched, setNameTouched] = useState(false);
  const [askingToDiscard, setAskingToDiscard] = useState(false);

  const complete = alertWizardCompleteness(alert);
  const types = offeredAlertTypes(migrated, alert.type);
  const cloning = mode === 'clone';

  /** Writes every field an edit changed, marking the form dirty. */
  function apply(next: AlertForm) {
    const keys = new Set([...Object.keys(alert), ...Object.keys(next)] as FieldName[]);
    for (const key of keys) {
      if (next[key] !== alert[key]) {
        form.setValue(key, next[key] as never, { shouldDirty: true });
      }
    }
  }

  async function submit() {
    const values = alertToSave({ ...start, ...form.getValues() });
    const refused = validateCreateAlert(values);
    if (refused) throw new WizardRuleError(validationMessage(refused));
    const { id } = await save.mutateAsync(values);
    const href = alertPagePath('details', projectId, id);
    if (cloning) {
      toast({
        kind: 'success',
        title: t('wizard.cloningComplete'),
        text: t('wizard.cloningCompleteText', { name: values.name }),
        link: { label: t('wizard.openClonedAlert'), href },
      });
    } else {
      navigate(href);
    }
  }

  const name = (alert.name ?? '').trim();
  const nameError = !nameTouched
    ? undefined
    : name === ''
      ? t('wizard.nameRequired')
      : name.length > ALERT_NAME_MAX
        ? t('wizard.nameTooLong', { max: ALERT_NAME_MAX })
        : undefined;

  const details = (
    <div className="flex flex-col gap-4">
      <p className="text-text-muted text-sm" data-testid="alert-details-intro">
        {t('wizard.detailsIntro')}
      </p>
      <FormField label={t('wizard.name')} required error={nameError}>
        <TextInput
          data-testid="alert-name-input"
          maxLength={ALERT_NAME_MAX + 1}
          autoComplete="off"
          {...form.register('name', { onBlur: () => setNameTouched(true) })}
        />
      </FormField>
      <FormField label={t('wizard.project')} helperText={t('wizard.projectHint')}>
        <TextInput value={projectName} readOnly className={READ_ONLY} data-testid="alert-project" />
      </FormField>
      <RadioGroup
        label={t('wizard.type')}
        required
        value={alert.type ?? ''}
        options={types.map((type) => ({
          value: type,
          label: t(`types.${type}`),
          description: t(`typeHints.${type}`),
        }))}
        onValueChange={(type) => apply(changeAlertType(alert, type as (typeof types)[number]))}
        data-testid="alert-type"
      />
    </div>
  );

  const trigger = (
    <div className="flex flex-col gap-8">
      <p className="text-text-muted text-sm">{t('wizard.triggerIntro')}</p>
      <AlertTriggerFields alert={alert} onChange={apply} projectId={projectId} />
      <ActivationCriteriaFields alert={alert} onChange={apply} />
    </div>
  );

  const actions = (
    <div className="flex flex-col gap-6">
      <p className="text-text-muted text-sm" data-testid="alert-actions-intro">
        {t('wizard.actionsIntro')}
      </p>
      <EmailRecipientsTable
        emails={alert.emails ?? []}
        onChange={(emails) => apply({ ...alert, emails })}
      />
      <SmsRecipientsTable
        phoneNumbers={alert.phoneNumbers ?? []}
        onChange={(phoneNumbers) => apply({ ...alert, phoneNumbers })}
      />
      {complete.actions ? null : (
        <p className="text-text-muted text-sm" data-testid="alert-actions-hint">
          {validationMessage(fail('recipients.recipientRequired'))}
        </p>
      )}
    </div>
  );

  return (
    <>
      <Wizard
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        onCancel={() => (form.formState.isDirty ? setAskingToDiscard(true) : onClose())}
        title={cloning ? t('wizard.cloneTitle') : t('wizard.createTitle')}
        description={t('wizard.description', { project: projectName })}
        finishLabel={cloning ? t('wizard.clone') : t('wizard.create')}
        completeLabel={t('wizard.stepComplete')}
        errorTitle={t('wizard.saveFailed')}
        errorMessage={(failure) =>
          failure instanceof WizardRuleError
            ? failure.message
            : errorMessage(failure, t('wizard.saveAction'))
        }
        steps={[
          {
            id: 'details',
            title: t('wizard.steps.details'),
            isComplete: complete.details && name.length <= ALERT_NAME_MAX,
            content: details,
          },
          {
            id: 'trigger',
            title: t('wizard.steps.trigger'),
            isComplete: complete.trigger,
            content: trigger,
          },
          {
            id: 'actions',
            title: t('wizard.steps.actions'),
            isComplete: complete.actions,
            onNext: submit,
            content: actions,
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

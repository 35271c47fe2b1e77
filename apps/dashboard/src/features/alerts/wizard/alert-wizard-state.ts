import {
  ALERT_TYPES,
  cloneAlert,
  isAlertActionsStepComplete,
  isAlertDetailsStepComplete,
  isAlertTriggerStepComplete,
  validateActivationCriteria,
  type AlertForm,
  type AlertType,
} from '@aq/validation/alert';

/** Whether the wizard creates a new alert or a copy of one. */
export type AlertWizardMode = 'create' | 'clone';

/**
 * The alert the wizard starts from, always in the page's project. Create: `initial` (e.g. a type
 * chosen beforehand) or an empty alert, active, without recipients. Clone: the original alert
 * through cloneAlert ('Clone - ' before the name, no id, spec 02 §4); an alert without an id is
 * taken as already cloned, so the prefix is never doubled.
 */
export function wizardStartAlert(
  mode: AlertWizardMode,
  initial: AlertForm | undefined,
  projectId: string,
  projectName: string,
): AlertForm {
  const base: AlertForm =
    mode === 'clone' && initial && initial.id !== undefined && initial.id !== ''
      ? cloneAlert(initial)
      : (initial ?? {});
  return {
    active: true,
    emails: [],
    phoneNumbers: [],
    ...base,
    projectId,
    projectName,
  };
}

/** Whether each step of the wizard is complete (spec 02 §5), in step order. */
export function alertWizardCompleteness(alert: AlertForm): {
  details: boolean;
  trigger: boolean;
  actions: boolean;
} {
  return {
    details: isAlertDetailsStepComplete(alert),
    trigger:
      isAlertTriggerStepComplete(alert) &&
      validateActivationCriteria({
        activeDays: alert.activeDays,
        activeTimeStart: alert.activeTimeStart,
        activeTimeEnd: alert.activeTimeEnd,
      }) === null,
    actions: isAlertActionsStepComplete(alert),
  };
}

/**
 * The types the Details step offers: Contribution alerts are not part of the event rule framework,
 * so under the migration flag that type is hidden (spec 02 §4), unless the alert being cloned is
 * one already.
 */
export function offeredAlertTypes(migrated: boolean, current: AlertType | undefined): AlertType[] {
  return ALERT_TYPES.filter(
    (type) => type !== 'Contribution' || !migrated || current === 'Contribution',
  );
}

/** The alert with its name trimmed, as it is saved. */
export function alertToSave(alert: AlertForm): AlertForm {
  return { ...alert, name: (alert.name ?? '').trim() };
}

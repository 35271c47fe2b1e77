import type { AlertForm } from '@aq/validation/alert';
import { describe, expect, it } from 'vitest';
import {
  alertToSave,
  alertWizardCompleteness,
  offeredAlertTypes,
  wizardStartAlert,
} from './alert-wizard-state';

const original: AlertForm = {
  id: 'rule-1',
  name: 'North fence PM10',
  projectId: 'old',
  projectName: 'Old name',
  type: 'SetPoint',
  dataSourceType: 'Location',
  monitoringLocationSources: [{ id: 'a', name: 'North fence' }],
  sensorCode: 'PM10',
  sensorUnit: 'µg/m³',
  setPoint: 150,
  resetPoint: 120,
  averagingPeriod: 15,
  emails: ['ops@example.com'],
  phoneNumbers: [],
  active: false,
};

describe('wizardStartAlert', () => {
  it('starts a new alert active, without recipients, in the page’s project', () => {
    expect(wizardStartAlert('create', undefined, 'p1', 'Gowanus')).toEqual({
      active: true,
      emails: [],
      phoneNumbers: [],
      projectId: 'p1',
      projectName: 'Gowanus',
    });
  });

  it('clones: the name gets "Clone - ", the id goes, the rest is kept', () => {
    const start = wizardStartAlert('clone', original, 'p1', 'Gowanus');
    expect(start.name).toBe('Clone - North fence PM10');
    expect(start).not.toHaveProperty('id');
    expect(start).toMatchObject({ setPoint: 150, emails: ['ops@example.com'], active: false });
    expect(start).toMatchObject({ projectId: 'p1', projectName: 'Gowanus' });
  });

  it('takes an alert without an id as already cloned (no second prefix)', () => {
    const cloned = { ...original, id: undefined, name: 'Clone - North fence PM10' };
    expect(wizardStartAlert('clone', cloned, 'p1', 'Gowanus').name).toBe(
      'Clone - North fence PM10',
    );
  });
});

describe('alertWizardCompleteness', () => {
  it('is complete for a full set point alert', () => {
    expect(alertWizardCompleteness({ ...original, id: undefined })).toEqual({
      details: true,
      trigger: true,
      actions: true,
    });
  });

  it('needs a name, a project and a type for Details', () => {
    expect(alertWizardCompleteness({ ...original, name: '  ' }).details).toBe(false);
    expect(alertWizardCompleteness({ ...original, type: undefined }).details).toBe(false);
  });

  it('needs at least one active day and ordered hours for Trigger', () => {
    expect(alertWizardCompleteness({ ...original, activeDays: [] }).trigger).toBe(false);
    expect(alertWizardCompleteness({ ...original, activeDays: ['Monday'] }).trigger).toBe(true);
    expect(
      alertWizardCompleteness({ ...original, activeTimeStart: 600, activeTimeEnd: 599 }).trigger,
    ).toBe(false);
    expect(
      alertWizardCompleteness({ ...original, activeTimeStart: 600, activeTimeEnd: 600 }).trigger,
    ).toBe(true);
  });

  it('needs the type’s fields for Trigger', () => {
    expect(alertWizardCompleteness({ ...original, sensorUnit: undefined }).trigger).toBe(false);
  });

  it('needs one e-mail or phone for Actions', () => {
    expect(alertWizardCompleteness({ ...original, emails: [] }).actions).toBe(false);
  });
});

describe('offeredAlertTypes', () => {
  it('offers all three types without the migration flag', () => {
    expect(offeredAlertTypes(false, undefined)).toEqual(['Contribution', 'Offline', 'SetPoint']);
  });

  it('hides Contribution under the flag unless the alert is one', () => {
    expect(offeredAlertTypes(true, undefined)).toEqual(['Offline', 'SetPoint']);
    expect(offeredAlertTypes(true, 'Contribution')).toEqual([
      'Contribution',
      'Offline',
      'SetPoint',
    ]);
  });
});

describe('alertToSave', () => {
  it('trims the name', () => {
    expect(alertToSave({ name: '  North  ' }).name).toBe('North');
  });
});

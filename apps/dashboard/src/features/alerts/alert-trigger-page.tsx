import { useTranslation } from 'react-i18next';
import { AlertEditor } from './alert-editor';
import { AlertFrame } from './alert-frame';
import { ActivationCriteriaFields } from './trigger/activation-criteria-fields';
import { AlertTriggerFields } from './trigger/alert-trigger-fields';

/**
 * An alert's trigger page (spec 02 §2 'Trigger'): the type's trigger form and the activation
 * criteria, read only until Edit.
 */
export default function AlertTriggerPage() {
  const { t } = useTranslation('alerts');
  return (
    <AlertFrame page="trigger">
      {({ alert, projectId, manageReason }) => (
        <AlertEditor
          alert={alert}
          title={t('pages.trigger')}
          manageReason={manageReason}
          data-testid="alert-trigger"
        >
          {({ alert: shown, editing, onChange }) => (
            <div className="flex flex-col gap-6">
              <h3 className="text-base font-semibold">{t('triggerHeading')}</h3>
              <AlertTriggerFields
                alert={shown}
                onChange={onChange}
                readOnly={!editing}
                projectId={projectId}
              />
              <h3 className="text-base font-semibold">{t('scheduleHeading')}</h3>
              <ActivationCriteriaFields alert={shown} onChange={onChange} readOnly={!editing} />
            </div>
          )}
        </AlertEditor>
      )}
    </AlertFrame>
  );
}

import { Checkbox } from '@aq/ui/checkbox';
import { ActiveHoursSlider } from '@aq/ui/slider';
import { useUiStrings } from '@aq/ui/ui-strings';
import {
  ACTIVE_TIME_END_DEFAULT,
  ACTIVE_TIME_START_DEFAULT,
  ALL_ACTIVE_DAYS,
  validateActivationCriteria,
  type AlertForm,
} from '@aq/validation/alert';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import { useProjectZone } from '../../charts/project-zone';
import { toggleActiveDay, weekdayName } from './activation-criteria';

/** Props of ActivationCriteriaFields. */
export interface ActivationCriteriaFieldsProps {
  /** The alert whose active days and hours are edited; its project names the time zone. */
  alert: AlertForm;
  /** Called with the whole alert after every edit. */
  onChange: (next: AlertForm) => void;
  /** Shows the criteria without letting them change. */
  readOnly?: boolean;
}

/**
 * When an alert is evaluated (spec 02 §2, §5, §9): the seven days, Sunday first (all by default;
 * at least one: 'A minimum of one day must be selected'), and the active hours from 00:00 to 23:59
 * on a two-thumb slider with typed start and end times (a time outside the day is corrected to the
 * nearest allowed one with a warning). Both are in the project's time zone, which is labelled.
 */
export function ActivationCriteriaFields({
  alert,
  onChange,
  readOnly = false,
}: ActivationCriteriaFieldsProps) {
  const { t } = useTranslation('alert-wizard');
  const { locale, validationMessage } = useUiStrings();
  const id = useId();
  const now = useNow();
  const zone = useProjectZone(String(alert.projectId ?? ''), now);
  const days = alert.activeDays ?? ALL_ACTIVE_DAYS;
  const start = alert.activeTimeStart ?? ACTIVE_TIME_START_DEFAULT;
  const end = alert.activeTimeEnd ?? ACTIVE_TIME_END_DEFAULT;
  const error = validateActivationCriteria({
    activeDays: days,
    activeTimeStart: start,
    activeTimeEnd: end,
  });
  const zoneText = zone ? t('activation.zone', { zone: zone.label }) : null;

  return (
    <section
      className="flex flex-col gap-5"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-intro`}
    >
      <div className="flex flex-col gap-1">
        <h4 id={`${id}-heading`} className="text-base font-semibold">
          {t('activation.title')}
        </h4>
        <p id={`${id}-intro`} className="text-text-muted text-sm">
          {t('activation.intro')}
          {zoneText ? (
            <span className="block" data-testid="activation-zone">
              {zoneText}
            </span>
          ) : null}
        </p>
      </div>
      <fieldset
        className="@container flex flex-col gap-2"
        aria-describedby={error ? `${id}-days-error` : undefined}
        data-testid="active-days"
      >
        <legend className="mb-2 text-sm font-medium">{t('activation.days')}</legend>
        <div className="grid grid-cols-2 gap-2 @md:grid-cols-4 @3xl:grid-cols-7">
          {ALL_ACTIVE_DAYS.map((day) => (
            <Checkbox
              key={day}
              label={weekdayName(day, locale)}
              checked={days.includes(day)}
              disabled={readOnly}
              onCheckedChange={(checked) =>
                onChange({ ...alert, activeDays: toggleActiveDay(days, day, checked === true) })
              }
              data-testid={`active-day-${day}`}
            />
          ))}
        </div>
        {error ? (
          <p id={`${id}-days-error`} role="alert" className="text-danger text-sm font-medium">
            {validationMessage(error)}
          </p>
        ) : null}
      </fieldset>
      <ActiveHoursSlider
        label={t('activation.hours')}
        value={{ start, end }}
        disabled={readOnly}
        step={15}
        startLabel={t('activation.start')}
        endLabel={t('activation.end')}
        onValueChange={(hours) =>
          onChange({ ...alert, activeTimeStart: hours.start, activeTimeEnd: hours.end })
        }
        data-testid="active-hours"
      />
    </section>
  );
}

import { useTimeZones } from '@aq/api/react';
import { Combobox } from '@aq/ui/combobox';
import { FormField } from '@aq/ui/form-field';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The time zone of an organisation: a searchable list of every zone (by name or IANA id). */
export function TimeZoneField({
  value,
  onChange,
  error,
  disabled = false,
  testId,
}: {
  value: string;
  onChange: (zone: string) => void;
  /** The field's translated error. */
  error?: string | undefined;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('administration');
  const zones = useTimeZones();
  const options = useMemo(() => {
    const list = (zones.data?.TimeZones ?? []).map((zone) => ({
      value: zone.Id,
      label: zone.Name,
      keywords: [zone.Id],
    }));
    // The saved zone stays choosable while the list loads (and if the list lacks it).
    return value && !list.some((zone) => zone.value === value)
      ? [{ value, label: value, keywords: [value] }, ...list]
      : list;
  }, [zones.data, value]);
  return (
    <FormField label={t('details.timeZone')} required error={error}>
      <Combobox
        options={options}
        value={value || null}
        loading={zones.isPending}
        disabled={disabled}
        clearable={false}
        onValueChange={(zone) => onChange(zone ?? '')}
        data-testid={testId}
      />
    </FormField>
  );
}

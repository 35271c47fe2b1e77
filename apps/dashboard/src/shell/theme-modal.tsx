import type { ThemePreference } from '@aq/ui/theme';
import { Modal } from '@aq/ui/modal';
import { RadioGroup } from '@aq/ui/radio-group';
import { InlineNotification } from '@aq/ui/inline-notification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeChoice } from '../lib/theme';

/**
 * The theme modal (foundation §2.6); mount it when it opens so the choice starts at the saved one: system, dark or light. A choice previews at once; Confirm
 * saves it as themePreference, Cancel (or closing) goes back to the saved one.
 */
export function ThemeModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  const { saved, setPreview, save } = useThemeChoice();
  const [choice, setChoice] = useState<ThemePreference>(saved);

  function close() {
    setPreview(null);
    onOpenChange(false);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('theme.title')}
      primaryLabel={t('theme.confirm')}
      onPrimary={() => {
        save(choice);
        onOpenChange(false);
      }}
    >
      <RadioGroup
        label={t('theme.label')}
        value={choice}
        onValueChange={(value) => {
          setChoice(value as ThemePreference);
          setPreview(value as ThemePreference);
        }}
        options={[
          { value: 'system', label: t('theme.system'), description: t('theme.systemHint') },
          { value: 'dark', label: t('theme.dark') },
          { value: 'light', label: t('theme.light') },
        ]}
      />
      <InlineNotification
        kind="info"
        title={t('theme.earlyStageTitle')}
        text={t('theme.earlyStage')}
      />
    </Modal>
  );
}

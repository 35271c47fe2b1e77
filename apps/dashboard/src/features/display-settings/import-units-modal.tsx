import { useImportSensorGroups, useOrganisationProjects } from '@aq/api/react';
import { Combobox } from '@aq/ui/combobox';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { toast } from '@aq/ui/toast';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmWithText } from './display-units-toasts';
import { importSources } from './display-units';
import { useUserErrorMessage } from '../../lib/user-error';

/** Props of ImportUnitsModal. */
export interface ImportUnitsModalProps {
  /** Whether the modal is shown; pair with `onOpenChange`. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project whose display units are replaced. */
  projectId: string;
  /** Its organisation: the import copies from another project of the same organisation. */
  organisationName: string | undefined;
  /** Called after a successful import, before the modal closes. */
  onImported?: () => void;
}

/**
 * 'Import measurement units' (projects §2): a searchable Project dropdown of the organisation's
 * other projects; Import stays disabled until one is chosen. Success closes the modal with
 * 'Import successful'; a failure shows 'Import failed' with the server's messages and keeps the
 * modal open to try again.
 */
export function ImportUnitsModal({
  open,
  onOpenChange,
  projectId,
  organisationName,
  onImported,
}: ImportUnitsModalProps) {
  const { t } = useTranslation('display-settings');
  const errorMessage = useUserErrorMessage();
  const projects = useOrganisationProjects(open ? organisationName : null);
  const importUnits = useImportSensorGroups();
  const [source, setSource] = useState<string | null>(null);

  const options = useMemo(
    () =>
      importSources(projects.data?.Projects ?? [], projectId).map((project) => ({
        value: project.Id,
        label: project.Name,
      })),
    [projects.data, projectId],
  );

  function close(next: boolean) {
    if (!next) setSource(null);
    onOpenChange(next);
  }

  async function run() {
    if (!source) return;
    try {
      await importUnits.mutateAsync({ projectId, sourceProjectId: source });
      onImported?.();
      confirmWithText(t('importSuccessful'), t('importSuccessText'));
      close(false);
    } catch (failure) {
      toast({
        kind: 'error',
        title: t('importFailed'),
        text: errorMessage(failure, t('importAction')),
      });
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('importTitle')}
      description={t('importText')}
      primaryLabel={t('importConfirm')}
      primaryDisabled={!source}
      onPrimary={() => void run()}
      busy={importUnits.isPending}
      data-testid="import-units-modal"
    >
      {projects.error ? (
        <InlineNotification
          kind="error"
          title={t('projectsLoadFailed')}
          text={errorMessage(projects.error, t('importAction'))}
        />
      ) : null}
      {projects.isSuccess && options.length === 0 ? (
        <InlineNotification kind="info" title={t('importNoProjects')} />
      ) : null}
      <FormField label={t('importProject')} required>
        <Combobox
          options={options}
          value={source}
          onValueChange={setSource}
          loading={projects.isLoading}
          placeholder={t('importProjectPlaceholder')}
          disabled={importUnits.isPending}
          data-testid="import-project"
        />
      </FormField>
    </Modal>
  );
}

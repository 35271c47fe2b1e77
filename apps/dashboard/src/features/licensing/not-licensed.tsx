import { InlineNotification } from '@aq/ui/inline-notification';
import { Link as StyledLink } from '@aq/ui/link';
import { Tag } from '@aq/ui/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useHasPermission } from '../../lib/permissions';
import { licencesHref } from './licensing-path';

/** The 'Not licensed' tag of a project tile (a project whose licence has ended or never began). */
export function NotLicensedTag() {
  const { t } = useTranslation('licensing');
  return (
    <Tag tone="offline" data-testid="not-licensed-tag">
      {t('notLicensed.tag')}
    </Tag>
  );
}

/**
 * The notice at the top of an unlicensed project's screens: its data, alerts and reports are
 * paused. Licence administrators (Manage_Licenses, or organisations administrators) get a link to
 * the licence management of the project's organisation.
 */
export function NotLicensedBanner({ organisationName }: { organisationName: string }) {
  const { t } = useTranslation('licensing');
  const managesLicences = useHasPermission('Manage_Licenses');
  const managesOrganisations = useHasPermission('Administration__Manage_Organisations');
  return (
    <InlineNotification
      kind="warning"
      title={t('notLicensed.title')}
      text={t('notLicensed.text')}
      action={
        managesLicences || managesOrganisations ? (
          <StyledLink asChild>
            <Link href={licencesHref(organisationName)}>{t('notLicensed.manage')}</Link>
          </StyledLink>
        ) : undefined
      }
      data-testid="not-licensed-banner"
    />
  );
}

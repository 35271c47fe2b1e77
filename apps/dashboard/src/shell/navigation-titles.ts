import { useTranslation } from 'react-i18next';

/**
 * The translated title of a navigation link: the server sends English titles; known paths have
 * translations, unknown ones keep the server's title.
 */
export function useNavigationTitle(): (link: { Title: string; AppPath: string }) => string {
  const { t } = useTranslation('shell');
  return (link) =>
    t(`navigation.${link.AppPath.replace(/[^A-Za-z0-9]+/g, '_')}`, { defaultValue: link.Title });
}

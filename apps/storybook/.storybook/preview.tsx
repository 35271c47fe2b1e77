import '@aq/ui/styles.css';
import type { Preview } from '@storybook/react-vite';
import { ThemeProvider, type ThemePreference } from '@aq/ui/theme';
import { UiStringsProvider } from '@aq/ui/ui-strings';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Locale for dates and numbers',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: ['en-US', 'es', 'fr', 'pt', 'zh'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-US' },
  decorators: [
    (Story, context) => (
      <ThemeProvider preference={(context.globals.theme as ThemePreference) ?? 'light'}>
        <UiStringsProvider locale={(context.globals.locale as string) ?? 'en-US'}>
          <div className="bg-surface text-text p-4">
            <Story />
          </div>
        </UiStringsProvider>
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;

import './preview.css';
// Chinese glyphs in every story, as the app has them once Chinese is chosen (loaded there with the
// strings; here up front, so a screenshot never depends on which story loaded it first).
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/600.css';
import type { Preview } from '@storybook/react-vite';
import { ThemeProvider, type ThemePreference } from '@aq/ui/theme';
import { toastStore } from '@aq/ui/toast';
import { UiStringsProvider, type UiStrings } from '@aq/ui/ui-strings';
import { interpolate, type ValidationError } from '@aq/validation/messages';

// The locale toolbar switches the chrome strings and validation messages to the root locale files,
// as the dashboard does through i18next.
const uiFiles = import.meta.glob<UiStrings>('../../../locales/*/ui.json', {
  eager: true,
  import: 'default',
});
const validationFiles = import.meta.glob<Record<string, unknown>>(
  '../../../locales/*/validation.json',
  { eager: true, import: 'default' },
);

function language(locale: string): string {
  return locale.split('-')[0] ?? 'en';
}

function uiStrings(locale: string): UiStrings | undefined {
  return uiFiles[`../../../locales/${language(locale)}/ui.json`];
}

const formatters = new Map<string, (error: ValidationError) => string>();
function validationMessage(locale: string): (error: ValidationError) => string {
  const lng = language(locale);
  let formatter = formatters.get(lng);
  if (!formatter) {
    const catalogue = validationFiles[`../../../locales/${lng}/validation.json`];
    formatter = (error) => {
      let node: unknown = catalogue;
      for (const part of error.code.split('.')) node = (node as Record<string, unknown>)?.[part];
      return typeof node === 'string' ? interpolate(node, error.params) : error.message;
    };
    formatters.set(lng, formatter);
  }
  return formatter;
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Locale of the chrome strings, validation messages, dates and numbers',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: ['en-US', 'es', 'fr', 'pt', 'zh'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-US' },
  // The application's toasts live in a module-level store, and the test-runner reuses one page for
  // many stories: a toast a story leaves open (an error toast stays until closed) must not appear
  // in the next story's Toaster.
  beforeEach: () => {
    toastStore.clear();
  },
  decorators: [
    (Story, context) => (
      <ThemeProvider preference={(context.globals.theme as ThemePreference) ?? 'light'}>
        <UiStringsProvider
          locale={(context.globals.locale as string) ?? 'en-US'}
          strings={uiStrings((context.globals.locale as string) ?? 'en-US')}
          validationMessage={validationMessage((context.globals.locale as string) ?? 'en-US')}
        >
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

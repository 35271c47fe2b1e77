import './zod-config';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { languageOf, loadLanguage, storedLocale } from './i18n';
import { readAppConfig } from './lib/config';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App config={readAppConfig()} />
    </StrictMode>,
  );
// The remembered language's strings arrive before the first paint, so the page never flashes
// English first; if they cannot be fetched, the page starts in English.
loadLanguage(languageOf(storedLocale())).then(render, render);

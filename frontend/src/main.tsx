import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { activateLanguage, preferredLanguage, useLanguage } from '@/i18n/i18n';

/** The screens, drawn afresh in a newly chosen language (the data stays in the query cache). */
function Screens() {
  const language = useLanguage();
  return <AppRoutes key={language} />;
}

// Another language than English: its catalog first (a failure leaves the page in English), then the page.
const language = preferredLanguage();
const ready = language === 'en' ? Promise.resolve() : activateLanguage(language).catch(() => undefined);
void ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <Screens />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  ),
);

// The service worker is registered once the page has loaded, off a guest's way to the room
// (docs/performance.md §5).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('@/lib/service-worker').then((m) => m.registerServiceWorker()));
}

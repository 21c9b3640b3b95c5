import { CacheProvider, type EmotionCache } from '@emotion/react';
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource, type Store, Title } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { ApiTracker } from './dashboard/ApiTracker';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { directionOf, preferredLanguage, rememberLanguage, setAnswerLanguage } from './i18n/languages';
import { JobsTab } from './jobs/JobsTab';
import { LibraryTab } from './library/LibraryTab';
import { AdminLayout } from './Layout';
import { usePartyTheme } from './theme';
import rooms from './rooms';
import users from './users';
import hiddenVideos from './videos';
import planRequests from './plans';

/**
 * react-admin's store (local storage, as <Admin> makes by default), opened on the language the
 * party app remembers, else the browser's (docs/product.md "Languages"). The app bar's language
 * menu changes the store's `locale`; that choice is written back for the party app too.
 */
function openStore(): Store {
  const store = localStorageStore();
  store.setItem('locale', preferredLanguage());
  return store;
}

function useLanguage(store: Store): string {
  return useSyncExternalStore(
    (onChange) => store.subscribe('locale', onChange),
    () => store.getItem<string>('locale') ?? 'en',
  );
}

/** Arabic's mirrored styles: the emotion cache with the RTL plugin, loaded the first time it is needed. */
function useRtlCache(needed: boolean): EmotionCache | undefined {
  const [cache, setCache] = useState<EmotionCache>();
  useEffect(() => {
    if (!needed || cache) return;
    let live = true;
    void import('./i18n/rtl-cache').then((module) => live && setCache(module.rtlCache));
    return () => {
      live = false;
    };
  }, [needed, cache]);
  return cache;
}

export function App() {
  const [store] = useState(openStore);
  const [i18nProvider] = useState(createI18nProvider);
  const language = useLanguage(store);
  const direction = directionOf(language);
  const rtlCache = useRtlCache(direction === 'rtl');
  const rtl = direction === 'rtl' && rtlCache !== undefined;
  const partyTheme = usePartyTheme();
  const theme = useMemo(() => (rtl ? { ...partyTheme, direction: 'rtl' as const } : partyTheme), [partyTheme, rtl]);

  useEffect(() => store.subscribe('locale', (chosen: string) => chosen && rememberLanguage(chosen)), [store]);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
    setAnswerLanguage(language);
  }, [language, direction]);

  const admin = (
    <Admin
      title="Karaoke Party"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      dashboard={Dashboard}
      theme={theme}
      layout={AdminLayout}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="rooms" {...rooms} />
      <Resource name="hidden-videos" {...hiddenVideos} />
      <Resource name="plan-requests" {...planRequests} />
      <CustomRoutes>
        <Route
          path="/api-tracker"
          element={
            <>
              <Title title="kp.sections.api_tracker" />
              <ApiTracker />
            </>
          }
        />
        <Route
          path="/jobs"
          element={
            <>
              <Title title="kp.sections.jobs" />
              <JobsTab />
            </>
          }
        />
        <Route
          path="/library"
          element={
            <>
              <Title title="kp.sections.library" />
              <LibraryTab />
            </>
          }
        />
      </CustomRoutes>
    </Admin>
  );
  return rtl ? <RightToLeft cache={rtlCache}>{admin}</RightToLeft> : admin;
}

function RightToLeft({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

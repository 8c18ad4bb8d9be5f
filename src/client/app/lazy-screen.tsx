import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CLIENT_TIMEOUT_MS } from '@shared/constants';
import { t as frameText } from '@shared/i18n/learner/frame';
import { t } from '@shared/i18n/learner/ui';
import { messages } from '@shared/i18n/messages';
import { PcLayout } from '@client/components/layouts/pc/PcLayout';
import { PcLoginLayout } from '@client/components/layouts/pc/PcLoginLayout';
import { SpLayout } from '@client/components/layouts/sp/SpLayout';
import { Alert } from '@client/components/ui/Alert';
import { ConnectionProblem } from '@client/components/ui/ConnectionProblem';
import { areaOf, paths } from '@client/config/paths';
import { beginBusy } from '@client/lib/busy-store';
import { failureKindNow, type FailureKind } from '@client/lib/failure-kind';
import { lastSchool } from '@client/lib/last-school';

type Module = { default: ComponentType };

/** A screen's code that did not arrive within the client time-out (SPEC.md §8, like an API call). */
class ChunkTimeout extends Error {}

/** Within the time-out, and counted as a wait for the progress bar while on its way. */
function withinTimeout(load: () => Promise<Module>): Promise<Module> {
  const done = beginBusy();
  return new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeout()), CLIENT_TIMEOUT_MS);
    load()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  }).finally(done);
}

/** Pages a learner opens before signing in: their failure keeps the login frame, without menu or footer. */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  paths.sp.login,
  paths.sp.mngLogin,
  paths.sp.signup,
  paths.sp.mail,
  paths.pc.login,
  paths.pc.mngLogin,
  paths.pc.kioskLogin,
]);

function isSignedInPath(pathname: string): boolean {
  const area = areaOf(pathname);
  return !PUBLIC_PATHS.has(pathname) && Object.values<string>(paths[area]).includes(pathname);
}

/** What a screen whose code did not come is said to suffer from (lib/failure-kind.ts). */
function kindOf(error: unknown): FailureKind {
  if (error instanceof ChunkTimeout) return navigator.onLine ? 'timeout' : 'connection';
  return failureKindNow(error);
}

/**
 * A screen whose code did not come, in its area's frame with the last known school (its name, and
 * on signed-in pages the footer with the way back to the menu and the school's phone), and a retry:
 * a connection problem is named as such; a time-out or other failure keeps SPEC.md §8's
 * "currently unavailable".
 */
function Unavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { pathname, search } = useLocation();
  const area = areaOf(pathname);
  const signedIn = isSignedInPath(pathname);
  const school = lastSchool(signedIn ? undefined : new URLSearchParams(search).get('serviceCode'));
  const kind = kindOf(error);
  const body =
    kind === 'connection' ? (
      <ConnectionProblem onRetry={onRetry} />
    ) : (
      <>
        <Alert>
          {messages.http.unavailable.replace(
            '{status}',
            kind === 'timeout' ? messages.http.timeout : messages.http.notLoaded,
          )}
        </Alert>
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('reload')}
        </button>
      </>
    );
  if (area === 'pc' && signedIn) {
    return (
      <PcLayout
        schoolName={school?.name ?? ''}
        phoneNumber={school?.phoneNumber ?? ''}
        entries={[{ to: paths.pc.menu, label: frameText('screens.top') }]}
      >
        <h1 className="page-title">{t('screenUnavailable')}</h1>
        {body}
      </PcLayout>
    );
  }
  if (area === 'pc') {
    // the desktop's login frame has its own h1
    return (
      <PcLoginLayout schoolName={school?.name}>
        <h2 className="page-title">{t('screenUnavailable')}</h2>
        {body}
      </PcLoginLayout>
    );
  }
  return (
    <SpLayout schoolName={school?.name} phoneNumber={school?.phoneNumber} menuLink={signedIn}>
      <h1 className="page-title">{t('screenUnavailable')}</h1>
      {body}
    </SpLayout>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: (error: unknown) => void;
}

class ScreenBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const retry = () => {
      this.props.onRetry(error);
      this.setState({ error: null });
    };
    return <Unavailable error={error} onRetry={retry} />;
  }
}

/**
 * A lazily loaded screen (its own chunk) that gives up after the client time-out: a chunk that
 * does not arrive or fails shows "currently unavailable" with a retry, which imports again (a
 * chunk still on its way is then used) and, when a load failure repeats, reloads the page.
 */
export function lazyScreen(load: () => Promise<Module>): ComponentType {
  let Screen = lazy(() => withinTimeout(load));
  return function LazyScreen() {
    const [retries, setRetries] = useState(0);
    const retry = (error: unknown) => {
      // a failed import may stay failed in the browser's module map: when it failed again, reload the page
      if (retries > 0 && !(error instanceof ChunkTimeout)) {
        window.location.reload();
        return;
      }
      Screen = lazy(() => withinTimeout(load));
      setRetries((n) => n + 1);
    };
    return (
      <ScreenBoundary onRetry={retry}>
        <Screen />
      </ScreenBoundary>
    );
  };
}

import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CLIENT_TIMEOUT_MS } from '@shared/constants';
import { t } from '@shared/i18n/learner/ui';
import { messages } from '@shared/i18n/messages';
import { PcLoginLayout } from '@client/components/layouts/pc/PcLoginLayout';
import { SpLayout } from '@client/components/layouts/sp/SpLayout';
import { Alert } from '@client/components/ui/Alert';
import { areaOf } from '@client/config/paths';

type Module = { default: ComponentType };

/** A screen's code that did not arrive within the client time-out (SPEC.md §8, like an API call). */
class ChunkTimeout extends Error {}

function withinTimeout(load: () => Promise<Module>): Promise<Module> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeout()), CLIENT_TIMEOUT_MS);
    load()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** SPEC.md §8 "currently unavailable" in the area's frame, with a retry, instead of a frozen or blank screen. */
function Unavailable({ timedOut, onRetry }: { timedOut: boolean; onRetry: () => void }) {
  const area = areaOf(useLocation().pathname);
  const Layout = area === 'pc' ? PcLoginLayout : SpLayout;
  // the desktop's login frame has its own h1
  const Heading = area === 'pc' ? 'h2' : 'h1';
  const text = messages.http.unavailable.replace(
    '{status}',
    timedOut ? messages.http.timeout : messages.http.notLoaded,
  );
  return (
    <Layout>
      <Heading className="page-title">{t('screenUnavailable')}</Heading>
      <Alert>{text}</Alert>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('reload')}
      </button>
    </Layout>
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
    return <Unavailable timedOut={error instanceof ChunkTimeout} onRetry={retry} />;
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

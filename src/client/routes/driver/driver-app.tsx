import { useEffect, useRef, useState } from 'react';
import { t } from '@shared/i18n/driver';
import { ErrorBanner } from '@client/components/ui/ErrorBanner';
import { MAIN_ID } from '@client/components/layouts/SkipLink';
import { SignInForm } from '@client/features/driver/components/SignInForm';
import { useSignIn } from '@client/features/driver/hooks/use-sign-in';
import { forgetAll } from '@client/features/driver/utils/kept';
import DriverDayScreen from './day';
import '@client/styles/driver.css';

/** The one-time code a console's QR carries: `driver/#code=XXXXXXXX`. */
function codeInAddress(): string | null {
  const match = /^#code=([^&]*)/.exec(window.location.hash);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * The driver page (issue 27): a fourth area beside /sp, /pc and /admin, loaded only under driver/.
 * A vehicle's phone signs in with the console's one-time code (typed, or opened from the QR, which
 * signs in at once and leaves the code out of the address and its history); signed in, it shows
 * the vehicle's day. Whether it is signed in is the server's to say: the day screen is tried first
 * and a 401/403 brings the sign-in.
 */
export default function DriverApp() {
  const [signedIn, setSignedIn] = useState(() => codeInAddress() === null);
  const signIn = useSignIn(() => {
    forgetAll(localStorage);
    setSignedIn(true);
  });
  const run = useRef(signIn.run);
  run.current = signIn.run;

  useEffect(() => {
    document.title = t('title');
    // a QR read while the page is open changes only the fragment: no new page load
    const takeCode = () => {
      const code = codeInAddress();
      if (code === null) return;
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      setSignedIn(false);
      void run.current(code);
    };
    takeCode();
    window.addEventListener('hashchange', takeCode);
    return () => window.removeEventListener('hashchange', takeCode);
  }, []);

  return (
    <div className="driver-page">
      <ErrorBanner />
      <main id={MAIN_ID} tabIndex={-1} className="driver-main">
        {signedIn ? (
          <DriverDayScreen onSignedOut={() => setSignedIn(false)} />
        ) : (
          <SignInForm busy={signIn.busy} problem={signIn.problem} onCode={(code) => void signIn.run(code)} />
        )}
      </main>
    </div>
  );
}

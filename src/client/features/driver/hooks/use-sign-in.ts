import { useState } from 'react';
import { t } from '@shared/i18n/driver';
import type { DriverVehicle } from '@shared/schemas/driver';
import { BusinessFailure, TransportFailure } from '@client/lib/api-client';
import { refusalText } from '@client/lib/refusal-text';
import { signIn } from '../api/driver-api';

/** What a failed sign-in says: the server's refusal (910) with its code, or that nothing got through. */
function signInProblem(error: unknown): string | null {
  if (error instanceof BusinessFailure) return refusalText(error.error);
  if (error instanceof TransportFailure && (error.status === null || error.status >= 500))
    return t('signIn.offline');
  return null;
}

/** The sign-in of the page as a whole: by the form or at once from the address's #code=…. */
export function useSignIn(onSignedIn: (vehicle: DriverVehicle) => void) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (code: string) => {
    setBusy(true);
    setProblem(null);
    try {
      onSignedIn(await signIn(code.trim()));
    } catch (error) {
      setProblem(signInProblem(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, run };
}

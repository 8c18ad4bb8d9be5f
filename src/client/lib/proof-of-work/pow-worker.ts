import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

// ALTCHA's worker protocol ({type: 'work' | 'abort'}), with the browser's own PBKDF2 (WebCrypto)
handler({ deriveKey });

import { useSearchParams } from 'react-router';

const STORAGE_KEY = 'console.serviceCode';

function stored(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The school code the console signs in to: `?serviceCode=` of the address, else the one used last
 * on this computer, else none (the deployment's default school).
 */
export function useConsoleSchool(): { serviceCode: string; remember(code: string): void } {
  const [params] = useSearchParams();
  return {
    serviceCode: params.get('serviceCode') ?? stored(),
    remember: (code) => {
      try {
        if (code) localStorage.setItem(STORAGE_KEY, code);
        else localStorage.removeItem(STORAGE_KEY);
      } catch {
        // private mode: the code is simply asked again next time
      }
    },
  };
}
